import { useLingui } from '@lingui/react';
import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AdminPage } from '../components/admin-page';

/** An /admin address with no page behind it. */
export function AdminNotFound() {
  const { _ } = useLingui();
  return (
    <AdminPage title={_('shared.notFound.title')}>
      <Text>{_('console.notFound.body')}</Text>
      <Button component={Link} to="/admin" w="fit-content">
        {_('console.notFound.dashboard')}
      </Button>
    </AdminPage>
  );
}
