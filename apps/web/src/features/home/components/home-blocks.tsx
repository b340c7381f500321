import type { CmsBlock } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Container, Paper, Stack, Title } from '@mantine/core';
import { RichText } from '../../../components/rich-text';
import { CtaLink } from './cta-link';
import classes from './home.module.css';

/** The CMS's short selling points (blocks without a call to action), as a grid of cards. */
export function HomeFeatures({ blocks, siteName }: { blocks: CmsBlock[]; siteName: string }) {
  const { _ } = useLingui();
  if (blocks.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="home-features-title">
      <Container size="lg">
        <Title order={2} id="home-features-title" mb="md">
          {_('home.features', { siteName })}
        </Title>
        <ul className={classes.featureGrid}>
          {blocks.map((block) => (
            <li key={block.key}>
              <Paper withBorder radius="md" p="lg" h="100%">
                <Stack gap="xs">
                  {block.imageUrl ? (
                    <img src={block.imageUrl} alt="" className={classes.featureImage} />
                  ) : null}
                  {block.title ? (
                    <Title order={3} size="h4">
                      {block.title}
                    </Title>
                  ) : null}
                  {block.body ? <RichText html={block.body} /> : null}
                </Stack>
              </Paper>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** A CMS block with a call to action, as a full-width banner. */
export function HomeBanner({ block }: { block: CmsBlock }) {
  return (
    <section className={classes.section}>
      <Container size="lg">
        <div className={classes.banner}>
          <Stack gap="sm" align="flex-start" className={classes.bannerText}>
            {block.title ? <Title order={2}>{block.title}</Title> : null}
            {block.body ? <RichText html={block.body} /> : null}
            {block.ctaUrl && block.ctaLabel ? (
              <CtaLink href={block.ctaUrl} label={block.ctaLabel} size="md" />
            ) : null}
          </Stack>
          {block.imageUrl ? <img src={block.imageUrl} alt="" className={classes.bannerImage} /> : null}
        </div>
      </Container>
    </section>
  );
}
