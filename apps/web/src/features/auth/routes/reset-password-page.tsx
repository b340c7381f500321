import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useQueryEmail } from '../hooks/use-query-email';

export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const email = useQueryEmail();
  return (
    <FormCard
      title="Choose a new password"
      description="Enter the code from the email and your new password. Other devices will be signed out."
      footer={
        <Text size="sm">
          No code?{' '}
          <Anchor
            component={Link}
            to={email ? `/forgot-password?email=${encodeURIComponent(email)}` : '/forgot-password'}
          >
            Send another
          </Anchor>
        </Text>
      }
    >
      <ResetPasswordForm initialEmail={email} />
    </FormCard>
  );
}
