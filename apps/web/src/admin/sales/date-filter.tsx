import { TextInput } from '@mantine/core';
import type { AdminListControls, AdminListId, FilterName } from '../lib/admin-list-params';

/** A day filter (`from`, `to`) kept in the URL as YYYY-MM-DD, with the browser's date picker. */
export function DateFilter<Id extends AdminListId>({
  label,
  name,
  controls,
}: {
  label: string;
  name: FilterName<Id>;
  controls: AdminListControls<Id>;
}) {
  return (
    <TextInput
      type="date"
      label={label}
      value={controls.rawFilter(name)}
      onChange={(event) => controls.setFilter(name, event.currentTarget.value || null)}
    />
  );
}
