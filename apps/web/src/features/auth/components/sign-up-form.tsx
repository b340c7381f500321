import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { Static } from '@sinclair/typebox';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PASSWORD_HINT, PASSWORDS_DIFFER } from '../../../lib/form-schemas';
import { applyServerFieldErrors, formResolver } from '../../../lib/validation';
import { useSignUp } from '../api/sign-up';
import { signUpSchema } from '../schemas';

type SignUpValues = Static<typeof signUpSchema>;
const resolver = formResolver(signUpSchema, {
  trim: ['email'],
  match: { field: 'password', confirm: 'confirmPassword', message: PASSWORDS_DIFFER },
});

export function SignUpForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignUpValues>({ resolver, defaultValues: { email: '', password: '', confirmPassword: '' } });

  const submit = handleSubmit(({ email, password }) =>
    signUp.mutate(
      { email, password },
      {
        onSuccess: (started) => {
          void navigate(`/verify?email=${encodeURIComponent(started.email || email)}`);
        },
        onError: (error) => applyServerFieldErrors(error, setError, ['email', 'password']),
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
        <PasswordInput
          label="Password"
          description={PASSWORD_HINT}
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={signUp.isPending} disabled={signUp.isPending}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
