import { useLingui } from '@lingui/react';
import { Anchor, Button, CloseButton, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { SearchIcon } from '../../../components/icons';
import { QueryError } from '../../../components/query-error';
import { useMetaDescription } from '../../../hooks/use-meta-description';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useHelpArticles } from '../api/get-help-articles';
import { ContentSkeleton } from '../components/content-states';
import { HelpArticleGroups } from '../components/help-article-groups';
import { filterHelpArticles, groupHelpArticles } from '../lib/help-search';

/** /help: the help centre, searchable in the page, grouped by category. */
export function HelpPage() {
  const { _ } = useLingui();
  usePageTitle(_('content.help.title'));
  useMetaDescription(_('content.help.meta'));
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
          <Title order={1}>{_('content.help.title')}</Title>
          <Text size="lg" c="dimmed">
            {_('content.help.intro')}
          </Text>
        </Stack>
        <TextInput
          label={_('content.help.search')}
          placeholder={_('content.help.searchExample')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          leftSection={<SearchIcon size={16} />}
          rightSection={
            query ? (
              <CloseButton aria-label={_('content.help.clearSearch')} onClick={() => setQuery('')} />
            ) : null
          }
          size="md"
        />
        {articles.isPending ? (
          <ContentSkeleton />
        ) : articles.isError ? (
          <QueryError
            error={articles.error}
            onRetry={() => void articles.refetch()}
            title={_('content.help.error')}
          />
        ) : matches.length === 0 ? (
          <EmptyState
            title={isSearching ? _('content.help.noMatch') : _('content.help.empty')}
            description={isSearching ? _('content.help.noMatchHint') : undefined}
            action={
              isSearching ? (
                <Button variant="default" onClick={() => setQuery('')}>
                  {_('content.help.clearSearch')}
                </Button>
              ) : null
            }
          />
        ) : (
          <>
            {isSearching ? (
              <Text fw={600} role="status">
                {_('content.help.found', { count: matches.length })}
              </Text>
            ) : null}
            <HelpArticleGroups groups={groupHelpArticles(matches)} />
          </>
        )}
        <Text>
          {_('content.help.stillNeedHelp')}{' '}
          <Anchor component={Link} to="/contact">
            {_('content.contact.title')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
