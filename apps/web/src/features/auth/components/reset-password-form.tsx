import { Button, Stack } from '@mantine/core';
import type { Static } from '@sinclair/typebox';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CodeField } from '../../../components/form-fields/code-field';
import { EmailField } from '../../../components/form-fields/email-field';
import { PasswordFields } from '../../../components/form-fields/password-fields';
import { notify } from '../../../lib/event-bus';
import { PASSWORDS_DIFFER } from '../../../lib/form-schemas';
import { applyServerFieldErrors, formResolver } from '../../../lib/validation';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordSchema } from '../schemas';

type ResetPasswordValues = Static<typeof resetPasswordSchema>;
const resolver = formResolver(resetPasswordSchema, {
  trim: ['email', 'code'],
  match: { field: 'password', confirm: 'confirmPassword', message: PASSWORDS_DIFFER },
});

export function ResetPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm<ResetPasswordValues>({
    resolver,
    defaultValues: { email: initialEmail, code: '', password: '', confirmPassword: '' },
  });
  const { setFocus } = form;

  // Focus starts on the first field still to fill: the code when the address came with the link.
  useEffect(() => setFocus(initialEmail ? 'code' : 'email'), [setFocus, initialEmail]);

  const submit = form.handleSubmit(({ email, code, password }) =>
    resetPassword.mutate(
      { email, code, password },
      {
        onSuccess: ({ message }) => {
          notify.success(message || 'Your password has been changed. Sign in with the new one.');
          void navigate(`/signin?email=${encodeURIComponent(email)}`);
        },
        onError: (error) => applyServerFieldErrors(error, form.setError, ['email', 'code', 'password']),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailField form={form} name="email" />
        <CodeField form={form} name="code" label="Reset code" />
        <PasswordFields
          form={form}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          label="New password"
        />
        <Button type="submit" fullWidth loading={resetPassword.isPending} disabled={resetPassword.isPending}>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}
