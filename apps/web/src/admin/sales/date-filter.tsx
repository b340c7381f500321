import { TextInput } from '@mantine/core';
import type { AdminListControls } from '../lib/admin-list-params';

/** A day filter (`from`, `to`) kept in the URL as YYYY-MM-DD, with the browser's date picker. */
export function DateFilter({
  label,
  name,
  controls,
}: {
  label: string;
  name: string;
  controls: AdminListControls;
}) {
  return (
    <TextInput
      type="date"
      label={label}
      value={controls.params.filters[name] ?? ''}
      onChange={(event) => controls.setFilter(name, event.currentTarget.value || null)}
    />
  );
}
