import { useLingui } from '@lingui/react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { useQueryEmail } from '../hooks/use-query-email';

export function ForgotPasswordPage() {
  const { _ } = useLingui();
  usePageTitle(_('auth.forgot.pageTitle'));
  const email = useQueryEmail();
  return (
    <FormCard
      title={_('auth.forgot.title')}
      description={_('auth.forgot.description')}
      footer={
        <Anchor component={Link} to="/signin" size="sm">
          {_('auth.forgot.back')}
        </Anchor>
      }
    >
      <ForgotPasswordForm initialEmail={email} />
    </FormCard>
  );
}
