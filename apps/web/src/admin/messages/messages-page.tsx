import type { AdminContactMessage } from '@coursewise/contract';
import { adminCoreRoutes } from '@coursewise/contract/routes';
import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../lib/api-client';
import { formatDate, truncate } from '../../lib/format';
import { useAdminMutation } from '../api/admin-api';
import { AdminListPage } from '../components/admin-list-page';
import type { ListColumns } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { yesNo } from '../lib/admin-list-params';

const columns: ListColumns<'adminListContactMessages'> = [
  {
    key: 'createdAt',
    header: 'Received',
    sort: 'createdAt',
    render: (message) => formatDate(message.createdAt),
  },
  {
    key: 'from',
    header: 'From',
    render: (message) => (
      <Stack gap={0}>
        <Text size="sm">{message.name}</Text>
        <Text size="xs" c="dimmed">
          {message.email}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'subject',
    header: 'Subject',
    width: '40%',
    render: (message) => message.subject ?? truncate(message.message, 80),
  },
  {
    key: 'status',
    header: 'Status',
    render: (message) =>
      message.handled ? (
        <Badge color="gray" variant="light">
          Handled
        </Badge>
      ) : (
        <Badge color="pink" variant="light">
          New
        </Badge>
      ),
  },
];

/** Contact messages: read one, reply by email, mark it handled (or open it again). */
export function MessagesPage() {
  const [reading, setReading] = useState<AdminContactMessage | null>(null);
  const setHandled = useAdminMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      call(adminCoreRoutes.adminUpdateContactMessage, { params: { id }, body: { handled } }),
    invalidates: ['contact-messages', 'audit'],
    successMessage: (message) => (message.handled ? 'Marked handled' : 'Opened again'),
    onSuccess: (message) => setReading((current) => (current?.id === message.id ? message : current)),
  });

  const toggle = (message: AdminContactMessage) =>
    setHandled.mutate({ id: message.id, handled: !message.handled });

  return (
    <AdminListPage
      route={adminCoreRoutes.adminListContactMessages}
      columns={columns}
      filters={{ handled: yesNo }}
      defaultSort="createdAt"
      defaultOrder="desc"
      title="Messages"
      description="Messages sent through the contact form."
      label="Messages"
      searchLabel="Search name, email or text"
      rowKey={(message) => message.id}
      toolbar={(controls) => (
        <FilterSelect
          label="Status"
          name="handled"
          controls={controls}
          options={[
            { value: '', label: 'All' },
            { value: 'false', label: 'New' },
            { value: 'true', label: 'Handled' },
          ]}
        />
      )}
      rowActions={(message) => (
        <>
          <Button
            size="xs"
            variant="default"
            aria-label={`Read the message from ${message.name}`}
            onClick={() => setReading(message)}
          >
            Read
          </Button>
          <Button
            size="xs"
            variant="light"
            aria-label={`${message.handled ? 'Open again' : 'Mark handled'}: the message from ${message.name}`}
            loading={setHandled.isPending && setHandled.variables?.id === message.id}
            onClick={() => toggle(message)}
          >
            {message.handled ? 'Open again' : 'Mark handled'}
          </Button>
        </>
      )}
      empty={{ title: 'No messages yet', description: 'Messages from the contact form appear here.' }}
    >
      <Modal
        opened={reading !== null}
        onClose={() => setReading(null)}
        title={reading?.subject ?? 'Message'}
        size="lg"
      >
        {reading ? (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              From {reading.name} &lt;{reading.email}&gt; · {formatDate(reading.createdAt)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{reading.message}</Text>
            <Group justify="space-between">
              <Anchor
                href={`mailto:${reading.email}?subject=${encodeURIComponent(`Re: ${reading.subject ?? 'your message'}`)}`}
              >
                Reply by email
              </Anchor>
              <Button onClick={() => toggle(reading)} loading={setHandled.isPending}>
                {reading.handled ? 'Open again' : 'Mark handled'}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </AdminListPage>
  );
}
