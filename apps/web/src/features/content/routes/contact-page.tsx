import { useLingui } from '@lingui/react';
import { Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useCmsPage } from '../../../api/get-cms-page';
import { useMetaDescription } from '../../../hooks/use-meta-description';
import { usePageTitle } from '../../../hooks/use-page-title';
import { CmsBlocks } from '../components/cms-blocks';
import { ContactForm } from '../components/contact-form';
import { ContentSkeleton } from '../components/content-states';

/** /contact: the contact page's CMS content beside the contact form (which works even if the CMS fails). */
export function ContactPage() {
  const page = useCmsPage('contact');
  const { _ } = useLingui();
  const title = page.data?.title ?? _('content.contact.title');
  usePageTitle(title);
  useMetaDescription(page.data?.summary);

  return (
    <Container size="lg" py={{ base: 'lg', md: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          {page.data?.summary ? (
            <Text size="lg" c="dimmed">
              {page.data.summary}
            </Text>
          ) : null}
        </Stack>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section">
              <Title order={2} size="h3" mb="md">
                {_('content.contact.heading')}
              </Title>
              <ContactForm />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            {page.isPending ? (
              <ContentSkeleton />
            ) : page.data ? (
              <CmsBlocks blocks={page.data.blocks} />
            ) : null}
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
