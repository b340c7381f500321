import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { usePageTitle } from '../../../hooks/use-page-title';
import { VerifyForm } from '../components/verify-form';
import { useQueryEmail } from '../hooks/use-query-email';

export function VerifyPage() {
  usePageTitle('Verify your email');
  const email = useQueryEmail();
  return (
    <FormCard
      title="Verify your email"
      description={
        email
          ? `Enter the 6-digit code we sent to ${email}. It may take a minute to arrive.`
          : 'Enter the 6-digit code we emailed you. It may take a minute to arrive.'
      }
      footer={
        <Text size="sm">
          Wrong address?{' '}
          <Anchor component={Link} to="/signup">
            Start again
          </Anchor>
        </Text>
      }
    >
      <VerifyForm initialEmail={email} />
    </FormCard>
  );
}
