import { useLingui } from '@lingui/react';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useQueryEmail } from '../hooks/use-query-email';

export function ResetPasswordPage() {
  const { _ } = useLingui();
  usePageTitle(_('auth.reset.pageTitle'));
  const email = useQueryEmail();
  return (
    <FormCard
      title={_('auth.reset.title')}
      description={_('auth.reset.description')}
      footer={
        <Text size="sm">
          {_('auth.reset.noCode')}{' '}
          <Anchor
            component={Link}
            to={email ? `/forgot-password?email=${encodeURIComponent(email)}` : '/forgot-password'}
          >
            {_('auth.reset.sendAnother')}
          </Anchor>
        </Text>
      }
    >
      <ResetPasswordForm initialEmail={email} />
    </FormCard>
  );
}
