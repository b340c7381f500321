import { useLingui } from '@lingui/react';
import { Button, Stack } from '@mantine/core';
import type { Static } from '@sinclair/typebox';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CodeField } from '../../../components/form-fields/code-field';
import { EmailField } from '../../../components/form-fields/email-field';
import { PasswordFields } from '../../../components/form-fields/password-fields';
import { notify } from '../../../lib/event-bus';
import { applyServerFieldErrors, formResolver } from '../../../lib/validation';
import { useResetPassword } from '../api/reset-password';
import { useConfirmation } from '../hooks/use-confirmation';
import { resetPasswordSchema } from '../schemas';

type ResetPasswordValues = Static<ReturnType<typeof resetPasswordSchema>>;

export function ResetPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const confirmation = useConfirmation();
  // Built again when the language changes, so a refused field reads in the page's language.
  const resolver = useMemo(
    () =>
      formResolver(resetPasswordSchema(_('auth.code.invalid')), {
        trim: ['email', 'code'],
        match: { field: 'password', confirm: 'confirmPassword', message: _('auth.passwordsDiffer') },
      }),
    [_],
  );
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
          notify.success(confirmation(message, _('auth.reset.done')));
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
        <CodeField form={form} name="code" label={_('auth.reset.codeLabel')} />
        <PasswordFields form={form} names={{ password: 'password', confirm: 'confirmPassword' }} replacing />
        <Button type="submit" fullWidth loading={resetPassword.isPending} disabled={resetPassword.isPending}>
          {_('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
