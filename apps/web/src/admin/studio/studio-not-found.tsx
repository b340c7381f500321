import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AdminPage } from '../components/admin-page';

/** A /studio address with no page behind it. */
export function StudioNotFound() {
  return (
    <AdminPage title="Page not found">
      <Text>There is no studio page at this address.</Text>
      <Button component={Link} to="/studio" w="fit-content">
        Go to my courses
      </Button>
    </AdminPage>
  );
}
