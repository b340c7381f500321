import { useLingui } from '@lingui/react';
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
  const { _ } = useLingui();
  usePageTitle(_('auth.signIn.title'));
  const email = useQueryEmail();
  return (
    <FormCard
      title={_('auth.signIn.title')}
      description={_('auth.signIn.description')}
      footer={
        <Text size="sm">
          {_('auth.signIn.newHere')}{' '}
          <Anchor component={Link} to="/signup">
            {_('auth.signIn.createAccount')}
          </Anchor>
        </Text>
      }
    >
      <SignedInRedirect />
      <PendingActionNotice page="signIn" />
      <SignInForm initialEmail={email} />
      <GoogleSignInButton />
    </FormCard>
  );
}
