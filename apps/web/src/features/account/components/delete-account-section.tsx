import type { User } from '@coursewise/contract';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { DeleteAccountModal } from './delete-account-modal';
import { SettingsSection } from './settings-section';

export function DeleteAccountSection({ user }: { user: User }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <SettingsSection title="Delete account" tone="danger">
      <Text>
        Deleting your account erases your profile and signs you out everywhere. You lose access to your
        courses. Your certificates stay valid, issued to “a former learner” instead of your name. This cannot
        be undone.
      </Text>
      <Group>
        <Button color="red.8" onClick={() => setIsOpen(true)}>
          Delete account
        </Button>
      </Group>
      <DeleteAccountModal opened={isOpen} onClose={() => setIsOpen(false)} hasPassword={user.hasPassword} />
    </SettingsSection>
  );
}
