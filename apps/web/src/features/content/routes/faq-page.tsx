import { useLingui } from '@lingui/react';
import { Accordion, Container, Stack, Text, Title } from '@mantine/core';
import { useCmsPage } from '../../../api/get-cms-page';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { RichText } from '../../../components/rich-text';
import { useMetaDescription } from '../../../hooks/use-meta-description';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useFaqs } from '../api/get-faqs';
import { CmsBlocks } from '../components/cms-blocks';
import classes from '../components/content.module.css';
import { ContentError, ContentSkeleton } from '../components/content-states';

/** /faq: the FAQ page's introduction from the CMS, then every question as an accordion. */
export function FaqPage() {
  const page = useCmsPage('faq');
  const faqs = useFaqs();
  const { _ } = useLingui();
  const title = page.data?.title ?? _('content.faq.title');
  usePageTitle(title);
  useMetaDescription(page.data?.summary);

  if (page.isError) {
    return (
      <Container size="md" py={{ base: 'lg', md: 48 }}>
        <ContentError error={page.error} onRetry={() => void page.refetch()} />
      </Container>
    );
  }

  // The intro block often repeats the page title: show it once.
  const blocks = (page.data?.blocks ?? []).map((block) =>
    block.title === title ? { ...block, title: null } : block,
  );

  return (
    <Container size="md" py={{ base: 'lg', md: 48 }}>
      <Stack gap="xl">
        {page.isPending ? (
          <ContentSkeleton />
        ) : (
          <Stack gap="md">
            <Title order={1}>{title}</Title>
            {page.data.summary ? (
              <Text size="lg" c="dimmed">
                {page.data.summary}
              </Text>
            ) : null}
            <CmsBlocks blocks={blocks} />
          </Stack>
        )}
        {faqs.isPending ? (
          <ContentSkeleton />
        ) : faqs.isError ? (
          <QueryError error={faqs.error} onRetry={() => void faqs.refetch()} title={_('content.faq.error')} />
        ) : faqs.data.length === 0 ? (
          <EmptyState title={_('content.faq.empty')} description={_('content.faq.emptyHint')} />
        ) : (
          <Accordion variant="separated" radius="md" order={2}>
            {faqs.data.map((faq) => (
              <Accordion.Item key={faq.id} value={faq.id}>
                <Accordion.Control>{faq.question}</Accordion.Control>
                <Accordion.Panel>
                  <RichText html={faq.answer} className={classes.faqAnswer} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Container>
  );
}
