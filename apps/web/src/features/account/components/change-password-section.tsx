import type { User } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import type { Static } from '@sinclair/typebox';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { fieldError } from '../../../components/form-fields/field-form';
import { PasswordFields } from '../../../components/form-fields/password-fields';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/event-bus';
import { applyServerFieldErrors, formResolver } from '../../../lib/validation';
import { useChangePassword } from '../api/change-password';
import { changePasswordSchema } from '../schemas';
import { SettingsSection } from './settings-section';

type ChangePasswordValues = Static<typeof changePasswordSchema>;
const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

// Stands for the link inside the sentence that holds it, so the sentence is translated whole.
const LINK = '\u0000';

export function ChangePasswordSection({ user }: { user: User }) {
  const { _ } = useLingui();
  const [beforeLink, afterLink = ''] = _('profile.password.googleOnly', { link: LINK }).split(LINK);
  return (
    <SettingsSection title={_('profile.password.title')} description={_('profile.password.description')}>
      {user.hasPassword ? (
        <ChangePasswordForm />
      ) : (
        <Text>
          {beforeLink}
          <Anchor component={Link} to={`/forgot-password?email=${encodeURIComponent(user.email)}`}>
            {_('profile.password.forgotLink')}
          </Anchor>
          {afterLink}
        </Text>
      )}
    </SettingsSection>
  );
}

function ChangePasswordForm() {
  const { _ } = useLingui();
  const changePassword = useChangePassword();
  // Built again when the language changes, so a refused field reads in the page's language.
  const resolver = useMemo(
    () =>
      formResolver(changePasswordSchema, {
        match: { field: 'newPassword', confirm: 'confirmPassword', message: _('profile.password.differ') },
      }),
    [_],
  );
  const form = useForm<ChangePasswordValues>({ resolver, defaultValues: EMPTY });

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        // The API client has already stored the new token.
        onSuccess: () => {
          form.reset(EMPTY);
          notify.success(_('profile.password.changed'));
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
          label={_('profile.password.current')}
          autoComplete="current-password"
          required
          error={fieldError(form, 'currentPassword')}
          {...form.register('currentPassword')}
        />
        <PasswordFields
          form={form}
          names={{ password: 'newPassword', confirm: 'confirmPassword' }}
          replacing
        />
        <Group>
          <Button type="submit" loading={changePassword.isPending} disabled={changePassword.isPending}>
            {_('profile.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
