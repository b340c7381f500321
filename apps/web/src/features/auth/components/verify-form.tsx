import { Button, Stack, TextInput } from '@mantine/core';
import type { Static } from '@sinclair/typebox';
import { useForm } from 'react-hook-form';
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
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors },
  } = useForm<VerifyValues>({ resolver, defaultValues: { email: initialEmail, code: '' } });

  const submit = handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: startSession,
      onError: (error) => applyServerFieldErrors(error, setError, ['email', 'code']),
    }),
  );

  const emailForResend = async () => ((await trigger('email')) ? getValues('email').trim() : null);

  return (
    <Stack gap="lg">
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
            label="Verification code"
            description="The 6-digit code we emailed you."
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={errors.code?.message}
            {...register('code')}
          />
          <Button type="submit" fullWidth loading={verify.isPending} disabled={verify.isPending}>
            Verify email
          </Button>
        </Stack>
      </form>
      <ResendCodeButton getEmail={emailForResend} />
    </Stack>
  );
}
