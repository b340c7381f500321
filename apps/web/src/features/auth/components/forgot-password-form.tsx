import { useLingui } from '@lingui/react';
import { Button, Stack } from '@mantine/core';
import type { Static } from '@sinclair/typebox';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EmailField } from '../../../components/form-fields/email-field';
import { notify } from '../../../lib/event-bus';
import { formResolver } from '../../../lib/validation';
import { useForgotPassword } from '../api/forgot-password';
import { useConfirmation } from '../hooks/use-confirmation';
import { forgotPasswordSchema } from '../schemas';

type ForgotPasswordValues = Static<typeof forgotPasswordSchema>;
const resolver = formResolver(forgotPasswordSchema, { trim: ['email'] });

export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const confirmation = useConfirmation();
  const form = useForm<ForgotPasswordValues>({ resolver, defaultValues: { email: initialEmail } });

  const submit = form.handleSubmit(({ email }) =>
    forgotPassword.mutate(
      { email },
      {
        onSuccess: ({ message }) => {
          notify.success(confirmation(message, _('auth.forgot.sent')));
          void navigate(`/reset-password?email=${encodeURIComponent(email)}`);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailField form={form} name="email" />
        <Button
          type="submit"
          fullWidth
          loading={forgotPassword.isPending}
          disabled={forgotPassword.isPending}
        >
          {_('auth.forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
