import type { CourseSort } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { NativeSelect } from '@mantine/core';
import { SORT_OPTIONS } from '../lib/labels';

interface SortSelectProps {
  value: CourseSort;
  isSearching: boolean;
  onChange: (sort: CourseSort) => void;
}

/** "Sort by": relevance is offered only while searching. */
export function SortSelect({ value, isSearching, onChange }: SortSelectProps) {
  const { _ } = useLingui();
  const options = SORT_OPTIONS.filter((option) => isSearching || option.value !== 'relevance').map(
    (option) => ({ value: option.value, label: _(option.label) }),
  );
  return (
    <NativeSelect
      label={_('catalogue.sort.label')}
      data={options}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as CourseSort)}
      w={{ base: '100%', xs: 240 }}
    />
  );
}
