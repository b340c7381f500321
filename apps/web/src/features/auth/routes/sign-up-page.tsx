import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { usePageTitle } from '../../../hooks/use-page-title';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { PendingActionNotice } from '../components/pending-action-notice';
import { SignUpForm } from '../components/sign-up-form';
import { SignedInRedirect } from '../components/signed-in-redirect';

export function SignUpPage() {
  usePageTitle('Create an account');
  return (
    <FormCard
      title="Create an account"
      description="We will email you a code to confirm your address."
      footer={
        <Text size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to="/signin">
            Sign in
          </Anchor>
        </Text>
      }
    >
      <SignedInRedirect />
      <PendingActionNotice verb="Create an account" />
      <SignUpForm />
      <GoogleSignInButton />
    </FormCard>
  );
}
