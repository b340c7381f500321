import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { Static } from '@sinclair/typebox';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInValues>({ resolver, defaultValues: { email: initialEmail, password: '' } });

  const submit = handleSubmit((values) =>
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
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
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
