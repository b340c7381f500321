import { useLingui } from '@lingui/react';
import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AdminPage } from '../components/admin-page';

/** A /studio address with no page behind it. */
export function StudioNotFound() {
  const { _ } = useLingui();
  return (
    <AdminPage title={_('shared.notFound.title')}>
      <Text>{_('console.studioNotFound.body')}</Text>
      <Button component={Link} to="/studio" w="fit-content">
        {_('console.studioNotFound.courses')}
      </Button>
    </AdminPage>
  );
}
