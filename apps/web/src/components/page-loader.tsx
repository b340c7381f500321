import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Shown while a page's code or the session is loading. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="xl" mih="40vh" role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
