import { Anchor, Button, CloseButton, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { SearchIcon } from '../../../components/icons';
import { QueryError } from '../../../components/query-error';
import { useMetaDescription } from '../../../hooks/use-meta-description';
import { usePageTitle } from '../../../hooks/use-page-title';
import { pluralise } from '../../../lib/format';
import { useHelpArticles } from '../api/get-help-articles';
import { ContentSkeleton } from '../components/content-states';
import { HelpArticleGroups } from '../components/help-article-groups';
import { filterHelpArticles, groupHelpArticles } from '../lib/help-search';

/** /help: the help centre, searchable in the page, grouped by category. */
export function HelpPage() {
  usePageTitle('Help centre');
  useMetaDescription('Step-by-step help with your account, buying courses, learning and certificates.');
  const articles = useHelpArticles();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(
    () => filterHelpArticles(articles.data ?? [], deferredQuery),
    [articles.data, deferredQuery],
  );
  const isSearching = deferredQuery.trim() !== '';

  return (
    <Container size="md" py={{ base: 'lg', md: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Help centre</Title>
          <Text size="lg" c="dimmed">
            Answers to common questions about your account, payments, learning and certificates.
          </Text>
        </Stack>
        <TextInput
          label="Search help"
          placeholder="For example: refund, certificate, password"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          leftSection={<SearchIcon size={16} />}
          rightSection={query ? <CloseButton aria-label="Clear search" onClick={() => setQuery('')} /> : null}
          size="md"
        />
        {articles.isPending ? (
          <ContentSkeleton />
        ) : articles.isError ? (
          <QueryError
            error={articles.error}
            onRetry={() => void articles.refetch()}
            title="Help could not load"
          />
        ) : matches.length === 0 ? (
          <EmptyState
            title={isSearching ? 'No help articles match your search' : 'No help articles yet'}
            description={isSearching ? 'Try other words, or ask us directly.' : undefined}
            action={
              isSearching ? (
                <Button variant="default" onClick={() => setQuery('')}>
                  Clear search
                </Button>
              ) : null
            }
          />
        ) : (
          <>
            {isSearching ? (
              <Text fw={600} role="status">
                {pluralise(matches.length, 'article')} found
              </Text>
            ) : null}
            <HelpArticleGroups groups={groupHelpArticles(matches)} />
          </>
        )}
        <Text>
          Still need help?{' '}
          <Anchor component={Link} to="/contact">
            Contact us
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
