import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AdminPage } from '../components/admin-page';

/** An /admin address with no page behind it. */
export function AdminNotFound() {
  return (
    <AdminPage title="Page not found">
      <Text>There is no console page at this address.</Text>
      <Button component={Link} to="/admin" w="fit-content">
        Go to the dashboard
      </Button>
    </AdminPage>
  );
}
