import type { AdminSettings } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Alert, Badge, Group, Text, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { SecretField } from './secret-field';
import type { SettingsFormValues } from './settings-form-schema';

export type SecretName = 'secretKey' | 'webhookSecret';

interface PaymentSettingsProps {
  settings: AdminSettings;
  form: UseFormReturn<SettingsFormValues>;
  /** The secret being removed, if any. */
  removing: SecretName | null;
  onRemove: (name: SecretName) => void;
}

/** The checkout's provider and the Stripe keys: the publishable key in clear, the secrets write-only. */
export function PaymentSettings({ settings, form, removing, onRemove }: PaymentSettingsProps) {
  const { _ } = useLingui();
  const { register } = form;
  const errors = form.formState.errors;
  const secret = (name: SecretName, isSet: boolean) => (
    <SecretField
      name={name}
      isSet={isSet}
      registration={register(name)}
      error={errors[name]?.message}
      onRemove={() => onRemove(name)}
      isRemoving={removing === name}
    />
  );
  return (
    <>
      <Group gap="xs">
        <Text size="sm">{_('console.settings.payments.uses')}</Text>
        <Badge variant="light">
          {settings.payment.provider === 'stripe' ? 'Stripe' : _('console.settings.payments.sandbox')}
        </Badge>
      </Group>
      {settings.payment.keysFrom === 'environment' ? (
        <Alert color="yellow" variant="light">
          {_('console.settings.payments.fromEnvironment')}
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed">
        {_('console.settings.payments.nextStart')}
      </Text>
      <TextInput
        label={_('console.settings.payments.publishableKey')}
        placeholder="pk_live_…"
        {...register('publishableKey')}
        error={errors.publishableKey?.message}
      />
      {secret('secretKey', settings.payment.secretKeySet)}
      {secret('webhookSecret', settings.payment.webhookSecretSet)}
    </>
  );
}
