import { Button, Stack } from '@mantine/core';
import type { Static } from '@sinclair/typebox';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { CodeField } from '../../../components/form-fields/code-field';
import { EmailField } from '../../../components/form-fields/email-field';
import { applyServerFieldErrors, formResolver } from '../../../lib/validation';
import { useVerifySignup } from '../api/verify-signup';
import { useStartSession } from '../hooks/use-start-session';
import { verifySchema } from '../schemas';
import { ResendCodeButton } from './resend-code-button';

type VerifyValues = Static<typeof verifySchema>;
const resolver = formResolver(verifySchema, { trim: ['email', 'code'] });

export function VerifyForm({ initialEmail }: { initialEmail: string }) {
  const startSession = useStartSession();
  const verify = useVerifySignup();
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
          <CodeField form={form} name="code" label="Verification code" />
          <Button type="submit" fullWidth loading={verify.isPending} disabled={verify.isPending}>
            Verify email
          </Button>
        </Stack>
      </form>
      <ResendCodeButton getEmail={emailForResend} />
    </Stack>
  );
}
