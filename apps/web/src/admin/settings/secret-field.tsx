import { Badge, Button, Group, PasswordInput, Stack } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface SecretFieldProps {
  label: string;
  isSet: boolean;
  error?: string;
  registration: UseFormRegisterReturn;
  onRemove: () => void;
  isRemoving: boolean;
}

/** A write-only secret: whether one is stored, a field to replace it, and a way to remove it. */
export function SecretField({ label, isSet, error, registration, onRemove, isRemoving }: SecretFieldProps) {
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <span>{label}</span>
        <Badge color={isSet ? 'teal' : 'gray'} variant="light">
          {isSet ? 'Set' : 'Not set'}
        </Badge>
      </Group>
      <PasswordInput
        label={isSet ? `Replace ${label.toLowerCase()}` : `New ${label.toLowerCase()}`}
        description="Never shown again once saved. Leave empty to keep the current one."
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
          Remove stored {label.toLowerCase()}
        </Button>
      ) : null}
    </Stack>
  );
}
