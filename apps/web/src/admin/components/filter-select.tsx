import { NativeSelect } from '@mantine/core';
import type { AdminListControls } from '../lib/admin-list-params';

interface FilterSelectProps {
  label: string;
  /** The filter's name in the address and the query string. */
  name: string;
  controls: AdminListControls;
  /** `value: ''` is "all". */
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A list filter kept in the URL; a native select, so it works the same with keyboard and screen reader. */
export function FilterSelect({ label, name, controls, options }: FilterSelectProps) {
  return (
    <NativeSelect
      label={label}
      value={controls.params.filters[name] ?? ''}
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      onChange={(event) => controls.setFilter(name, event.currentTarget.value || null)}
    />
  );
}
