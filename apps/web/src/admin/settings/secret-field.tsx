import { useLingui } from '@lingui/react';
import { Badge, Button, Group, PasswordInput, Stack } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface SecretFieldProps {
  /** Which stored secret: its words name it ("Replace secret key", "Nouveau secret du webhook"). */
  name: 'secretKey' | 'webhookSecret';
  isSet: boolean;
  error?: string;
  registration: UseFormRegisterReturn;
  onRemove: () => void;
  isRemoving: boolean;
}

/** A write-only secret: whether one is stored, a field to replace it, and a way to remove it. */
export function SecretField({ name, isSet, error, registration, onRemove, isRemoving }: SecretFieldProps) {
  const { _ } = useLingui();
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <span>
          {name === 'secretKey' ? _('console.settings.secretKey') : _('console.settings.webhookSecret')}
        </span>
        <Badge color={isSet ? 'teal' : 'gray'} variant="light">
          {isSet
            ? _('console.settings.secret.set', { secret: name })
            : _('console.settings.secret.notSet', { secret: name })}
        </Badge>
      </Group>
      <PasswordInput
        label={
          isSet
            ? _('console.settings.secret.replace', { secret: name })
            : _('console.settings.secret.new', { secret: name })
        }
        description={_('console.settings.secret.hint')}
        autoComplete="off"
        error={error}
        {...registration}
      />
      {isSet ? (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          w="fit-content"
          onClick={onRemove}
          loading={isRemoving}
        >
          {_('console.settings.secret.remove', { secret: name })}
        </Button>
      ) : null}
    </Stack>
  );
}
