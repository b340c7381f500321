import { useLingui } from '@lingui/react';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { usePageTitle } from '../../../hooks/use-page-title';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { PendingActionNotice } from '../components/pending-action-notice';
import { SignUpForm } from '../components/sign-up-form';
import { SignedInRedirect } from '../components/signed-in-redirect';

export function SignUpPage() {
  const { _ } = useLingui();
  usePageTitle(_('auth.signUp.title'));
  return (
    <FormCard
      title={_('auth.signUp.title')}
      description={_('auth.signUp.description')}
      footer={
        <Text size="sm">
          {_('auth.signUp.haveAccount')}{' '}
          <Anchor component={Link} to="/signin">
            {_('auth.signUp.signIn')}
          </Anchor>
        </Text>
      }
    >
      <SignedInRedirect />
      <PendingActionNotice page="signUp" />
      <SignUpForm />
      <GoogleSignInButton />
    </FormCard>
  );
}
