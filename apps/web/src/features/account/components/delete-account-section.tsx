import type { User } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { DeleteAccountModal } from './delete-account-modal';
import { SettingsSection } from './settings-section';

export function DeleteAccountSection({ user }: { user: User }) {
  const { _ } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <SettingsSection title={_('profile.delete.title')} tone="danger">
      <Text>{_('profile.delete.description')}</Text>
      <Group>
        <Button color="red.8" onClick={() => setIsOpen(true)}>
          {_('profile.delete.open')}
        </Button>
      </Group>
      <DeleteAccountModal opened={isOpen} onClose={() => setIsOpen(false)} hasPassword={user.hasPassword} />
    </SettingsSection>
  );
}
