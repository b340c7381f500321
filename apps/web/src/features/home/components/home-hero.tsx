import type { CmsBlock } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { RichText } from '../../../components/rich-text';
import { CtaLink } from './cta-link';
import classes from './home.module.css';

interface HomeHeroProps {
  block: CmsBlock | undefined;
  isLoading: boolean;
  isLoggedIn: boolean;
}

/** The home page's opening: the CMS "hero" block, or the built-in copy when the CMS has none. */
export function HomeHero({ block, isLoading, isLoggedIn }: HomeHeroProps) {
  const { _ } = useLingui();
  // The built-in copy, shown when the CMS has no hero.
  const fallbackTitle = _('home.heroTitle');
  const ctaUrl = block?.ctaUrl && block.ctaLabel ? block.ctaUrl : '/courses';
  const ctaLabel = block?.ctaUrl && block.ctaLabel ? block.ctaLabel : _('home.browse');

  return (
    <section className={classes.hero} aria-labelledby="home-title">
      <Container size="md">
        <Stack align="center" ta="center" gap="lg">
          {isLoading ? (
            <Stack align="center" gap="md" w="100%" role="status" aria-label={_('home.loading')}>
              <Skeleton height={40} width="80%" maw={560} />
              <Skeleton height={16} width="90%" maw={520} />
              <Skeleton height={16} width="70%" maw={420} />
              <h1 id="home-title" className={classes.hiddenTitle}>
                {fallbackTitle}
              </h1>
            </Stack>
          ) : (
            <>
              <Title order={1} id="home-title" className={classes.heroTitle}>
                {block?.title || fallbackTitle}
              </Title>
              {block?.body ? (
                <RichText html={block.body} className={classes.heroText} />
              ) : (
                <Text size="lg" c="dimmed" maw={560}>
                  {_('home.heroText')}
                </Text>
              )}
            </>
          )}
          <Group justify="center" gap="md">
            <CtaLink href={ctaUrl} label={ctaLabel} size="md" />
            {ctaUrl === '/courses' ? null : (
              <CtaLink href="/courses" label={_('home.browse')} size="md" variant="default" />
            )}
            {isLoggedIn ? null : (
              <CtaLink href="/signup" label={_('header.signUp')} size="md" variant="default" />
            )}
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
