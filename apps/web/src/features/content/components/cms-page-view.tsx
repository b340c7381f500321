import { useLingui } from '@lingui/react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useCmsPage } from '../../../api/get-cms-page';
import { useMetaDescription } from '../../../hooks/use-meta-description';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatDate } from '../../../lib/format';
import { CmsBlocks } from './cms-blocks';
import { ContentError, ContentSkeleton } from './content-states';

interface CmsPageViewProps {
  slug: string;
  /** The tab title until the page's own title arrives. */
  fallbackTitle: string;
  /** Legal pages say when they last changed. */
  showUpdated?: boolean;
}

/** A whole page from the CMS: title, summary and its blocks as sections (About, Terms, Privacy). */
export function CmsPageView({ slug, fallbackTitle, showUpdated = false }: CmsPageViewProps) {
  const page = useCmsPage(slug);
  const { _ } = useLingui();
  const locale = useActiveLocale();
  usePageTitle(page.data?.title ?? fallbackTitle);
  useMetaDescription(page.data?.summary);

  return (
    <Container size="md" py={{ base: 'lg', md: 48 }}>
      {page.isPending ? (
        <ContentSkeleton />
      ) : page.isError ? (
        <ContentError error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <Stack gap="xl">
          <Stack gap="xs">
            <Title order={1}>{page.data.title}</Title>
            {page.data.summary ? (
              <Text size="lg" c="dimmed">
                {page.data.summary}
              </Text>
            ) : null}
            {showUpdated ? (
              <Text size="sm" c="dimmed">
                {_('content.lastUpdated', {
                  date: formatDate(page.data.updatedAt, locale === 'en' ? 'en-GB' : locale),
                })}
              </Text>
            ) : null}
          </Stack>
          <CmsBlocks blocks={page.data.blocks} />
        </Stack>
      )}
    </Container>
  );
}
