import type { CourseSort } from '@coursewise/contract';
import { type CatalogueFilters, effectiveSort, toCourseListQuery } from '@coursewise/contract/catalogue-url';
import { useLingui } from '@lingui/react';
import { Button, Group, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useCourses } from '../../../api/get-courses';
import { CourseGrid, CourseGridSkeleton } from '../../../components/course/course-grid';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import type { ChangeFilters } from '../hooks/use-catalogue-filters';
import { hasActiveFilters, pageCount } from '../lib/catalogue-params';
import { ResultsPagination } from './results-pagination';
import { SortSelect } from './sort-select';

interface CatalogueResultsProps {
  filters: CatalogueFilters;
  onChange: ChangeFilters;
  onClear: () => void;
}

/** The result count, the order, a page of course cards and the page links. */
export function CatalogueResults({ filters, onChange, onClear }: CatalogueResultsProps) {
  const { _ } = useLingui();
  const courses = useCourses(toCourseListQuery(filters));
  const lastPage = courses.data ? pageCount(courses.data.total, courses.data.limit) : undefined;
  // A page past the last one (an old link, fewer courses since): go to the last page instead, in place
  // of this history entry, and show nothing that contradicts it meanwhile.
  const isPastEnd = lastPage !== undefined && filters.page > lastPage;
  const total = isPastEnd ? undefined : courses.data?.total;

  useEffect(() => {
    if (isPastEnd && lastPage !== undefined) onChange({ page: lastPage }, { replace: true });
  }, [isPastEnd, lastPage, onChange]);

  // After a page change from the page links, keyboard and screen-reader users start at the new
  // results' heading once they are shown (never on the first load).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusOnPage = useRef<number | null>(null);
  useEffect(() => {
    if (focusOnPage.current !== filters.page || courses.isPending || isPastEnd) return;
    focusOnPage.current = null;
    headingRef.current?.focus({ preventScroll: true });
  }, [filters.page, courses.isPending, isPastEnd]);

  const changePage = (page: number) => {
    focusOnPage.current = page;
    onChange({ page });
    document.getElementById('catalogue-results')?.scrollIntoView({ block: 'start' });
  };

  const pages = total === undefined || !courses.data ? 0 : pageCount(total, courses.data.limit);
  const isFiltered = hasActiveFilters(filters);

  return (
    <Stack
      component="section"
      aria-labelledby="catalogue-results-heading"
      gap="md"
      id="catalogue-results"
      style={{ scrollMarginTop: '5rem' }}
    >
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title
          order={2}
          fz="md"
          fw={600}
          id="catalogue-results-heading"
          ref={headingRef}
          tabIndex={-1}
          style={{ scrollMarginTop: '5rem' }}
        >
          <span role="status" aria-live="polite" aria-atomic="true">
            {total === undefined ? '' : _('catalogue.results.count', { count: total })}
          </span>
          {total === undefined ? (
            <VisuallyHidden>{_('catalogue.results.heading')}</VisuallyHidden>
          ) : pages > 1 ? (
            <VisuallyHidden>
              {_('catalogue.results.page', { page: Math.min(filters.page, pages), pages })}
            </VisuallyHidden>
          ) : null}
        </Title>
        <SortSelect
          value={effectiveSort(filters)}
          isSearching={Boolean(filters.search)}
          onChange={(sort: CourseSort) => onChange({ sort })}
        />
      </Group>

      {courses.isPending || isPastEnd ? (
        <CourseGridSkeleton count={6} />
      ) : courses.isError ? (
        <QueryError
          error={courses.error}
          onRetry={() => void courses.refetch()}
          title={_('catalogue.results.error')}
        />
      ) : courses.data.items.length === 0 ? (
        <EmptyState
          headingOrder={3}
          title={isFiltered ? _('catalogue.results.noMatch') : _('catalogue.results.empty')}
          description={isFiltered ? _('catalogue.results.noMatchHint') : _('catalogue.results.emptyHint')}
          action={
            isFiltered ? (
              <Button variant="default" onClick={onClear}>
                {_('catalogue.results.clearFilters')}
              </Button>
            ) : null
          }
        />
      ) : (
        <>
          <CourseGrid courses={courses.data.items} headingOrder={3} eagerImages={3} hasPriorityImage />
          <ResultsPagination page={filters.page} total={pages} onChange={changePage} />
        </>
      )}
    </Stack>
  );
}
