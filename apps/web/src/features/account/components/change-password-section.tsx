import type { User } from '@coursewise/contract';
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import type { Static } from '@sinclair/typebox';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { fieldError } from '../../../components/form-fields/field-form';
import { PasswordFields } from '../../../components/form-fields/password-fields';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/event-bus';
import { PASSWORDS_DIFFER } from '../../../lib/form-schemas';
import { applyServerFieldErrors, formResolver } from '../../../lib/validation';
import { useChangePassword } from '../api/change-password';
import { changePasswordSchema } from '../schemas';
import { SettingsSection } from './settings-section';

type ChangePasswordValues = Static<typeof changePasswordSchema>;
const resolver = formResolver(changePasswordSchema, {
  match: { field: 'newPassword', confirm: 'confirmPassword', message: PASSWORDS_DIFFER },
});
const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordSection({ user }: { user: User }) {
  return (
    <SettingsSection title="Change password" description="Changing it signs you out on your other devices.">
      {user.hasPassword ? (
        <ChangePasswordForm />
      ) : (
        <Text>
          You sign in with Google, so your account has no password. To set one, use{' '}
          <Anchor component={Link} to={`/forgot-password?email=${encodeURIComponent(user.email)}`}>
            Forgot password
          </Anchor>
          .
        </Text>
      )}
    </SettingsSection>
  );
}

function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordValues>({ resolver, defaultValues: EMPTY });

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        // The API client has already stored the new token.
        onSuccess: () => {
          form.reset(EMPTY);
          notify.success('Your password has been changed');
        },
        // One message for one mistake: a wrong current password is said under its field, not also in a toast.
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, ['currentPassword', 'newPassword']))
            notify.error(errorMessage(error));
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          error={fieldError(form, 'currentPassword')}
          {...form.register('currentPassword')}
        />
        <PasswordFields
          form={form}
          names={{ password: 'newPassword', confirm: 'confirmPassword' }}
          label="New password"
        />
        <Group>
          <Button type="submit" loading={changePassword.isPending} disabled={changePassword.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
