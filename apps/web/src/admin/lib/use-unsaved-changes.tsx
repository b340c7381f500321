import { useLingui } from '@lingui/react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useContext, useEffect, useId, useSyncExternalStore } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';
import { guardNavigation, pendingLeave, stayOnPage, subscribeToLeave } from './navigation-guard';

/**
 * While `isDirty`, leaving the page asks first: a link, a tab or Back opens "Leave without saving?"
 * (Stay / Leave); a reload or closing the tab gets the browser's own prompt. Render what it answers
 * inside the form:
 *
 *   const leavePrompt = useUnsavedChanges(form.formState.isDirty);
 *   return <form>… {leavePrompt}</form>;
 */
export function useUnsavedChanges(isDirty: boolean): ReactNode {
  const { _ } = useLingui();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const id = useId();
  useEffect(
    () => (isDirty ? guardNavigation(id, navigator, pathname) : undefined),
    [isDirty, id, navigator, pathname],
  );
  const pending = useSyncExternalStore(subscribeToLeave, pendingLeave);
  const isAsking = pending?.owner === id;
  return (
    <Modal opened={isAsking} onClose={stayOnPage} title={_('console.leave.title')} centered>
      <Stack gap="md">
        <Text size="sm">{_('console.leave.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={stayOnPage} data-autofocus>
            {_('console.leave.stay')}
          </Button>
          <Button color="red" onClick={() => pending?.proceed()}>
            {_('console.leave.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
