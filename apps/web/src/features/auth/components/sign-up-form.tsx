import { useLingui } from '@lingui/react';
import { Button, Stack } from '@mantine/core';
import type { Static } from '@sinclair/typebox';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EmailField } from '../../../components/form-fields/email-field';
import { PasswordFields } from '../../../components/form-fields/password-fields';
import { applyServerFieldErrors, formResolver } from '../../../lib/validation';
import { useSignUp } from '../api/sign-up';
import { signUpSchema } from '../schemas';

type SignUpValues = Static<typeof signUpSchema>;

export function SignUpForm() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const signUp = useSignUp();
  // Built again when the language changes, so a refused field reads in the page's language.
  const resolver = useMemo(
    () =>
      formResolver(signUpSchema, {
        trim: ['email'],
        match: { field: 'password', confirm: 'confirmPassword', message: _('auth.passwordsDiffer') },
      }),
    [_],
  );
  const form = useForm<SignUpValues>({
    resolver,
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  const submit = form.handleSubmit(({ email, password }) =>
    signUp.mutate(
      { email, password },
      {
        onSuccess: (started) => {
          void navigate(`/verify?email=${encodeURIComponent(started.email || email)}`);
        },
        onError: (error) => applyServerFieldErrors(error, form.setError, ['email', 'password']),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailField form={form} name="email" />
        <PasswordFields form={form} names={{ password: 'password', confirm: 'confirmPassword' }} />
        <Button type="submit" fullWidth loading={signUp.isPending} disabled={signUp.isPending}>
          {_('auth.signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
