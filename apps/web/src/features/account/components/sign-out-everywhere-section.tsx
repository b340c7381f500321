import { Button, Group, Text } from '@mantine/core';
import { useLogout } from '../../../hooks/use-logout';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { SettingsSection } from './settings-section';

export const SIGNED_OUT_EVERYWHERE_NOTICE = 'You have signed out of every device';

/** Ends every session of the account (a lost phone, a shared computer), then signs out here too. */
export function SignOutEverywhereSection() {
  const signOutEverywhere = useSignOutEverywhere();
  // Every session, this one included, has ended on the server already.
  const logout = useLogout(SIGNED_OUT_EVERYWHERE_NOTICE, { endSession: false });
  return (
    <SettingsSection title="Devices">
      <Text>
        Signed in on a phone you lost, or on a computer you shared? Sign out everywhere, this device included.
        You can sign in again with your password.
      </Text>
      <Group>
        <Button
          variant="default"
          loading={signOutEverywhere.isPending}
          onClick={() => signOutEverywhere.mutate(undefined, { onSuccess: () => void logout() })}
        >
          Sign out of all devices
        </Button>
      </Group>
    </SettingsSection>
  );
}
