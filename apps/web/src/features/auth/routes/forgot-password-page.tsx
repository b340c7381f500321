import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { useQueryEmail } from '../hooks/use-query-email';

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const email = useQueryEmail();
  return (
    <FormCard
      title="Forgot your password?"
      description="Enter your email address and we will send you a code to choose a new password."
      footer={
        <Anchor component={Link} to="/signin" size="sm">
          Back to sign in
        </Anchor>
      }
    >
      <ForgotPasswordForm initialEmail={email} />
    </FormCard>
  );
}
