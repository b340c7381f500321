import { type DiscussionListQuery, discussionLimits } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Group, Loader, Pagination, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDiscussionList } from '../../api/discussions';
import { EmptyState } from '../empty-state';
import { QueryError } from '../query-error';
import { pageControlLabel } from './discussion-format';
import { DiscussionThreadList } from './discussion-thread-list';
import { DiscussionThreadView } from './discussion-thread-view';
import { useLearningWords } from './use-learning-words';

const PAGE_SIZE = 10;
const FILTERS = ['all', 'unanswered', 'mine'] as const;
export type DiscussionFilterValue = (typeof FILTERS)[number];

interface CourseDiscussionsProps {
  courseId: string;
  /** Learners start on all questions; the course's staff on the unanswered ones. */
  defaultFilter: DiscussionFilterValue;
}

/**
 * A course's questions: search (debounced), All/Unanswered/Mine, pages, and one thread opened; all of it
 * in the address (`search`, `filter`, `page`, `thread`), so a link or Back returns to the same view.
 */
export function CourseDiscussions({ courseId, defaultFilter }: CourseDiscussionsProps) {
  const { _ } = useLingui();
  const hasWords = useLearningWords();
  const [params, setParams] = useSearchParams();
  const filter = FILTERS.find((value) => value === params.get('filter')) ?? defaultFilter;
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = params.get('thread');
  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed, 300);

  /** Changes some parameters; a new search or filter starts again at the first page. */
  const update = (changes: Record<string, string | null>, { push = false } = {}) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: !push },
    );

  // Only the settled text reaches the address (and the server).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the settled text changes.
  useEffect(() => {
    if (debounced.trim() !== search) update({ search: debounced.trim() || null, page: null });
  }, [debounced]);

  // The address changed under the box (Back, a link): the box follows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address's search changes.
  useEffect(() => {
    if (search !== debounced.trim()) setTyped(search);
  }, [search]);

  const query: DiscussionListQuery = {
    courseId,
    page,
    limit: PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(filter === 'all' ? {} : { filter }),
  };
  const list = useDiscussionList(query);
  const filterLabels: Record<DiscussionFilterValue, string> = {
    all: _('learning.discussions.filterAll'),
    unanswered: _('learning.discussions.filterUnanswered'),
    mine: _('learning.discussions.filterMine'),
  };

  // The console's Questions page may come before the discussions' words: wait for them.
  if (!hasWords) return <Loader role="status" />;
  if (openId)
    return (
      <DiscussionThreadView id={openId} showChapter onBack={() => update({ thread: null }, { push: true })} />
    );

  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap" gap="sm">
        <TextInput
          label={_('learning.discussions.search')}
          type="search"
          value={typed}
          maxLength={discussionLimits.searchMax}
          onChange={(event) => setTyped(event.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
        />
        <SegmentedControl
          aria-label={_('learning.discussions.filter')}
          value={filter}
          onChange={(value) => update({ filter: value === defaultFilter ? null : value, page: null })}
          data={FILTERS.map((value) => ({ value, label: filterLabels[value] }))}
        />
      </Group>
      {list.isPending ? (
        <Loader role="status" aria-label={_('learning.discussions.loading')} />
      ) : list.isError ? (
        <QueryError
          error={list.error}
          onRetry={() => void list.refetch()}
          title={_('learning.discussions.error')}
        />
      ) : list.data.total === 0 ? (
        <EmptyState
          title={
            search || filter !== 'all' ? _('learning.discussions.noMatch') : _('learning.discussions.none')
          }
          description={
            search || filter !== 'all'
              ? _('learning.discussions.noMatchHint')
              : _('learning.discussions.noneInCourse')
          }
          headingOrder={2}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {_('learning.discussions.count', { count: list.data.total })}
          </Text>
          <DiscussionThreadList
            threads={list.data.items}
            showChapter
            onOpen={(id) => update({ thread: id }, { push: true })}
          />
        </>
      )}
      {list.data && list.data.total > PAGE_SIZE ? (
        <Pagination
          total={Math.ceil(list.data.total / PAGE_SIZE)}
          value={page}
          onChange={(next) => update({ page: next === 1 ? null : String(next) })}
          getControlProps={(control) => ({ 'aria-label': pageControlLabel(_, control) })}
        />
      ) : null}
    </Stack>
  );
}
