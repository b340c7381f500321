import { useLingui } from '@lingui/react';
import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Shown while a page's code or the session is loading. */
export function PageLoader({ label }: { label?: string }) {
  const { _ } = useLingui();
  return (
    <Center py="xl" mih="40vh" role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{label ?? _('home.loading')}</VisuallyHidden>
    </Center>
  );
}
