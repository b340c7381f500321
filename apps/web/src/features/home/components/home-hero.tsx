import type { CmsBlock } from '@coursewise/contract';
import { Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { RichText } from '../../../components/rich-text';
import { CtaLink } from './cta-link';
import classes from './home.module.css';

const FALLBACK_TITLE = 'Learn something new with Coursewise';
const FALLBACK_TEXT =
  'Practical courses taught by people who do the work. Study at your own pace, test yourself chapter by chapter and earn a certificate when you finish.';

interface HomeHeroProps {
  block: CmsBlock | undefined;
  isLoading: boolean;
  isLoggedIn: boolean;
}

/** The home page's opening: the CMS "hero" block, or the built-in copy when the CMS has none. */
export function HomeHero({ block, isLoading, isLoggedIn }: HomeHeroProps) {
  const ctaUrl = block?.ctaUrl && block.ctaLabel ? block.ctaUrl : '/courses';
  const ctaLabel = block?.ctaUrl && block.ctaLabel ? block.ctaLabel : 'Browse courses';

  return (
    <section className={classes.hero} aria-labelledby="home-title">
      <Container size="md">
        <Stack align="center" ta="center" gap="lg">
          {isLoading ? (
            <Stack align="center" gap="md" w="100%" role="status" aria-label="Loading…">
              <Skeleton height={40} width="80%" maw={560} />
              <Skeleton height={16} width="90%" maw={520} />
              <Skeleton height={16} width="70%" maw={420} />
              <h1 id="home-title" className={classes.hiddenTitle}>
                {FALLBACK_TITLE}
              </h1>
            </Stack>
          ) : (
            <>
              <Title order={1} id="home-title" className={classes.heroTitle}>
                {block?.title || FALLBACK_TITLE}
              </Title>
              {block?.body ? (
                <RichText html={block.body} className={classes.heroText} />
              ) : (
                <Text size="lg" c="dimmed" maw={560}>
                  {FALLBACK_TEXT}
                </Text>
              )}
            </>
          )}
          <Group justify="center" gap="md">
            <CtaLink href={ctaUrl} label={ctaLabel} size="md" />
            {ctaUrl === '/courses' ? null : (
              <CtaLink href="/courses" label="Browse courses" size="md" variant="default" />
            )}
            {isLoggedIn ? null : <CtaLink href="/signup" label="Sign up" size="md" variant="default" />}
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
