import { useLingui } from '@lingui/react';
import { Button, Group, Text } from '@mantine/core';
import { useLogout } from '../../../hooks/use-logout';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { SettingsSection } from './settings-section';

/** Ends every session of the account (a lost phone, a shared computer), then signs out here too. */
export function SignOutEverywhereSection() {
  const { _ } = useLingui();
  const signOutEverywhere = useSignOutEverywhere();
  // Every session, this one included, has ended on the server already. The notice is kept for the
  // reloaded home page in the language chosen here.
  const logout = useLogout(_('profile.devices.done'), { endSession: false });
  return (
    <SettingsSection title={_('profile.devices.title')}>
      <Text>{_('profile.devices.description')}</Text>
      <Group>
        <Button
          variant="default"
          loading={signOutEverywhere.isPending}
          onClick={() => signOutEverywhere.mutate(undefined, { onSuccess: () => void logout() })}
        >
          {_('profile.devices.submit')}
        </Button>
      </Group>
    </SettingsSection>
  );
}
