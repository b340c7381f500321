import { useLingui } from '@lingui/react';
import { Button, Stack } from '@mantine/core';
import type { Static } from '@sinclair/typebox';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { CodeField } from '../../../components/form-fields/code-field';
import { EmailField } from '../../../components/form-fields/email-field';
import { applyServerFieldErrors, formResolver } from '../../../lib/validation';
import { useVerifySignup } from '../api/verify-signup';
import { useStartSession } from '../hooks/use-start-session';
import { verifySchema } from '../schemas';
import { ResendCodeButton } from './resend-code-button';

type VerifyValues = Static<ReturnType<typeof verifySchema>>;

export function VerifyForm({ initialEmail }: { initialEmail: string }) {
  const { _ } = useLingui();
  const startSession = useStartSession();
  const verify = useVerifySignup();
  // Built again when the language changes, so a refused field reads in the page's language.
  const resolver = useMemo(
    () => formResolver(verifySchema(_('auth.code.invalid')), { trim: ['email', 'code'] }),
    [_],
  );
  const form = useForm<VerifyValues>({ resolver, defaultValues: { email: initialEmail, code: '' } });
  const { setFocus } = form;

  // Focus starts on the first field still to fill: the code when the address came with the link.
  useEffect(() => setFocus(initialEmail ? 'code' : 'email'), [setFocus, initialEmail]);

  const submit = form.handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: startSession,
      onError: (error) => applyServerFieldErrors(error, form.setError, ['email', 'code']),
    }),
  );

  const emailForResend = async () => ((await form.trigger('email')) ? form.getValues('email').trim() : null);

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <EmailField form={form} name="email" />
          <CodeField form={form} name="code" label={_('auth.verify.codeLabel')} />
          <Button type="submit" fullWidth loading={verify.isPending} disabled={verify.isPending}>
            {_('auth.verify.submit')}
          </Button>
        </Stack>
      </form>
      <ResendCodeButton getEmail={emailForResend} />
    </Stack>
  );
}
