import { NativeSelect } from '@mantine/core';
import type { AdminListControls, AdminListId, FilterName } from '../lib/admin-list-params';

interface FilterSelectProps<Id extends AdminListId> {
  label: string;
  /** The filter's name in the address and the query string: one the operation takes. */
  name: FilterName<Id>;
  controls: AdminListControls<Id>;
  /** `value: ''` is "all". */
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A list filter kept in the URL; a native select, so it works the same with keyboard and screen reader. */
export function FilterSelect<Id extends AdminListId>({
  label,
  name,
  controls,
  options,
}: FilterSelectProps<Id>) {
  return (
    <NativeSelect
      label={label}
      value={controls.rawFilter(name)}
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      onChange={(event) => controls.setFilter(name, event.currentTarget.value || null)}
    />
  );
}
