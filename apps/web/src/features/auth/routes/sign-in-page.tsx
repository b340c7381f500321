import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { usePageTitle } from '../../../hooks/use-page-title';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { PendingActionNotice } from '../components/pending-action-notice';
import { SignInForm } from '../components/sign-in-form';
import { SignedInRedirect } from '../components/signed-in-redirect';
import { useQueryEmail } from '../hooks/use-query-email';

export function SignInPage() {
  usePageTitle('Sign in');
  const email = useQueryEmail();
  return (
    <FormCard
      title="Sign in"
      description="Welcome back. Sign in to continue learning."
      footer={
        <Text size="sm">
          New to Coursewise?{' '}
          <Anchor component={Link} to="/signup">
            Create an account
          </Anchor>
        </Text>
      }
    >
      <SignedInRedirect />
      <PendingActionNotice verb="Sign in" />
      <SignInForm initialEmail={email} />
      <GoogleSignInButton />
    </FormCard>
  );
}
