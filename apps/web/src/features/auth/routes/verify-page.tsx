import { useLingui } from '@lingui/react';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { usePageTitle } from '../../../hooks/use-page-title';
import { VerifyForm } from '../components/verify-form';
import { useQueryEmail } from '../hooks/use-query-email';

export function VerifyPage() {
  const { _ } = useLingui();
  usePageTitle(_('auth.verify.title'));
  const email = useQueryEmail();
  return (
    <FormCard
      title={_('auth.verify.title')}
      description={email ? _('auth.verify.descriptionTo', { email }) : _('auth.verify.description')}
      footer={
        <Text size="sm">
          {_('auth.verify.wrongAddress')}{' '}
          <Anchor component={Link} to="/signup">
            {_('auth.verify.startAgain')}
          </Anchor>
        </Text>
      }
    >
      <VerifyForm initialEmail={email} />
    </FormCard>
  );
}
