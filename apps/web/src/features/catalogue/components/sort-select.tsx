import type { CourseSort } from '@coursewise/contract';
import { NativeSelect } from '@mantine/core';

export const SORT_LABELS: Record<CourseSort, string> = {
  relevance: 'Relevance',
  popular: 'Most popular',
  rating: 'Highest rated',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

const ORDER: CourseSort[] = ['popular', 'rating', 'newest', 'price_asc', 'price_desc'];

interface SortSelectProps {
  value: CourseSort;
  isSearching: boolean;
  onChange: (sort: CourseSort) => void;
}

/** "Sort by": relevance is offered only while searching. */
export function SortSelect({ value, isSearching, onChange }: SortSelectProps) {
  const options = (isSearching ? ['relevance' as const, ...ORDER] : ORDER).map((sort) => ({
    value: sort,
    label: SORT_LABELS[sort],
  }));
  return (
    <NativeSelect
      label="Sort by"
      data={options}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as CourseSort)}
      w={{ base: '100%', xs: 220 }}
    />
  );
}
