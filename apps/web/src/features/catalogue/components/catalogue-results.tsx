import type { CourseSort } from '@coursewise/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useCourses } from '../../../api/get-courses';
import { CourseGrid, CourseGridSkeleton } from '../../../components/course/course-grid';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { pluralise } from '../../../lib/format';
import {
  type CatalogueFilters,
  effectiveSort,
  hasActiveFilters,
  pageCount,
  toCourseListQuery,
} from '../lib/catalogue-params';
import { ResultsPagination } from './results-pagination';
import { SortSelect } from './sort-select';

interface CatalogueResultsProps {
  filters: CatalogueFilters;
  onChange: (change: Partial<CatalogueFilters>) => void;
  onClear: () => void;
}

/** The result count, the order, a page of course cards and the page links. */
export function CatalogueResults({ filters, onChange, onClear }: CatalogueResultsProps) {
  const courses = useCourses(toCourseListQuery(filters));
  const total = courses.data?.total;

  const changePage = (page: number) => {
    onChange({ page });
    document.getElementById('catalogue-results')?.scrollIntoView({ block: 'start' });
  };

  return (
    <Stack gap="md" id="catalogue-results" style={{ scrollMarginTop: '5rem' }}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text fw={600} role="status" aria-live="polite" aria-atomic="true">
          {total === undefined ? '' : pluralise(total, 'course')}
        </Text>
        <SortSelect
          value={effectiveSort(filters)}
          isSearching={Boolean(filters.search)}
          onChange={(sort: CourseSort) => onChange({ sort })}
        />
      </Group>

      {courses.isPending ? (
        <CourseGridSkeleton count={6} />
      ) : courses.isError ? (
        <QueryError
          error={courses.error}
          onRetry={() => void courses.refetch()}
          title="Courses could not load"
        />
      ) : courses.data.items.length === 0 ? (
        <EmptyState
          title={
            filters.page > 1 && courses.data.total > 0 ? 'This page is empty' : 'No courses match your search'
          }
          description={
            hasActiveFilters(filters)
              ? 'Try other words, or fewer filters.'
              : 'There are no courses here yet. Please come back soon.'
          }
          action={
            <Button variant="default" onClick={onClear}>
              Clear filters
            </Button>
          }
        />
      ) : (
        <>
          <CourseGrid courses={courses.data.items} headingOrder={2} eagerImages={3} hasPriorityImage />
          <ResultsPagination
            page={filters.page}
            total={pageCount(courses.data.total, courses.data.limit)}
            onChange={changePage}
          />
        </>
      )}
    </Stack>
  );
}
