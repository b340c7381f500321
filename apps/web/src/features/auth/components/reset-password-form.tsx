import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { Static } from '@sinclair/typebox';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/event-bus';
import { PASSWORD_HINT, PASSWORDS_DIFFER } from '../../../lib/form-schemas';
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver,
    defaultValues: { email: initialEmail, code: '', password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(({ email, code, password }) =>
    resetPassword.mutate(
      { email, code, password },
      {
        onSuccess: ({ message }) => {
          notify.success(message || 'Your password has been changed. Sign in with the new one.');
          void navigate(`/signin?email=${encodeURIComponent(email)}`);
        },
        onError: (error) => applyServerFieldErrors(error, setError, ['email', 'code', 'password']),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          label="Reset code"
          description="The 6-digit code we emailed you."
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          error={errors.code?.message}
          {...register('code')}
        />
        <PasswordInput
          label="New password"
          description={PASSWORD_HINT}
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={resetPassword.isPending} disabled={resetPassword.isPending}>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}
