import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import type { Static } from '@sinclair/typebox';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { EmailField } from '../../../components/form-fields/email-field';
import { fieldError } from '../../../components/form-fields/field-form';
import { isApiError } from '../../../lib/api-client';
import { formResolver } from '../../../lib/validation';
import { useSignIn } from '../api/sign-in';
import { useStartSession } from '../hooks/use-start-session';
import { signInSchema } from '../schemas';

type SignInValues = Static<typeof signInSchema>;
const resolver = formResolver(signInSchema, { trim: ['email'] });

export function SignInForm({ initialEmail = '' }: { initialEmail?: string }) {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const signIn = useSignIn();
  const form = useForm<SignInValues>({ resolver, defaultValues: { email: initialEmail, password: '' } });

  const submit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: startSession,
      onError: (error) => {
        // The server has just e-mailed a fresh code: go and enter it.
        if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') {
          void navigate(`/verify?email=${encodeURIComponent(values.email)}`);
        }
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailField form={form} name="email" />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          error={fieldError(form, 'password')}
          {...form.register('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={signIn.isPending} disabled={signIn.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
