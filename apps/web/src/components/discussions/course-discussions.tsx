import { type DiscussionListQuery, discussionLimits } from '@coursewise/contract';
import { Group, Loader, Pagination, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDiscussionList } from '../../api/discussions';
import { EmptyState } from '../empty-state';
import { QueryError } from '../query-error';
import { DiscussionThreadList } from './discussion-thread-list';
import { DiscussionThreadView } from './discussion-thread-view';

const PAGE_SIZE = 10;
const FILTERS = ['all', 'unanswered', 'mine'] as const;
export type DiscussionFilterValue = (typeof FILTERS)[number];
const FILTER_LABELS: Record<DiscussionFilterValue, string> = {
  all: 'All',
  unanswered: 'Unanswered',
  mine: 'Mine',
};

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

  if (openId)
    return (
      <DiscussionThreadView id={openId} showChapter onBack={() => update({ thread: null }, { push: true })} />
    );

  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap" gap="sm">
        <TextInput
          label="Search questions"
          type="search"
          value={typed}
          maxLength={discussionLimits.searchMax}
          onChange={(event) => setTyped(event.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
        />
        <SegmentedControl
          aria-label="Show questions"
          value={filter}
          onChange={(value) => update({ filter: value === defaultFilter ? null : value, page: null })}
          data={FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
        />
      </Group>
      {list.isPending ? (
        <Loader role="status" aria-label="Loading questions" />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} title="Questions could not load" />
      ) : list.data.total === 0 ? (
        <EmptyState
          title={search || filter !== 'all' ? 'No questions match' : 'No questions yet'}
          description={
            search || filter !== 'all'
              ? 'Try other words or another filter.'
              : 'Questions asked in any chapter of this course show here.'
          }
          headingOrder={2}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {list.data.total === 1 ? '1 question' : `${list.data.total} questions`}
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
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      ) : null}
    </Stack>
  );
}
