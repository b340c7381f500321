import { useLingui } from '@lingui/react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import type { Static } from '@sinclair/typebox';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CodeField } from '../../../components/form-fields/code-field';
import { EmailField } from '../../../components/form-fields/email-field';
import { fieldError } from '../../../components/form-fields/field-form';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, formResolver } from '../../../lib/validation';
import { useSignIn } from '../api/sign-in';
import { useStartSession } from '../hooks/use-start-session';
import { signInSchema } from '../schemas';

type SignInValues = Static<typeof signInSchema>;
const resolver = formResolver(signInSchema, { trim: ['email', 'code'] });

export function SignInForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const signIn = useSignIn();
  const form = useForm<SignInValues>({
    resolver,
    defaultValues: { email: initialEmail, password: '', code: '' },
  });
  // While the account is protected after many wrong passwords from elsewhere, a new place needs the
  // one-time code the server mails to the owner when the password is right.
  const [needsCode, setNeedsCode] = useState(false);
  const { setFocus } = form;
  useEffect(() => {
    if (needsCode) setFocus('code');
  }, [needsCode, setFocus]);

  const submit = form.handleSubmit(({ code, ...values }) => {
    if (needsCode && !/^\d{6}$/.test(code ?? '')) {
      form.setError('code', { type: 'required', message: _('auth.code.invalid') });
      return;
    }
    signIn.mutate(needsCode ? { ...values, code } : values, {
      onSuccess: startSession,
      onError: (error) => {
        // The server has just e-mailed a fresh code: go and enter it.
        if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') {
          void navigate(`/verify?email=${encodeURIComponent(values.email)}`);
        }
        if (isApiError(error) && error.code === 'SIGNIN_CODE_REQUIRED') setNeedsCode(true);
        if (needsCode) applyServerFieldErrors(error, form.setError, ['code']);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailField form={form} name="email" />
        <PasswordInput
          label={_('auth.signIn.password')}
          autoComplete="current-password"
          required
          error={fieldError(form, 'password')}
          {...form.register('password')}
        />
        {needsCode ? (
          <>
            <Alert color="yellow" title={_('auth.signIn.codeTitle')}>
              {_('auth.signIn.codeExplained')}
            </Alert>
            <CodeField form={form} name="code" label={_('auth.signIn.codeLabel')} />
          </>
        ) : null}
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forgot-password" size="sm">
            {_('auth.signIn.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={signIn.isPending} disabled={signIn.isPending}>
          {_('auth.signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
