import type { AdminContactMessage } from '@coursewise/contract';
import { adminCoreRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Locale } from '../../i18n/locales';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { call } from '../../lib/api-client';
import { formatDate, truncate } from '../../lib/format';
import { useAdminMutation } from '../api/admin-api';
import { AdminListPage } from '../components/admin-list-page';
import type { ListColumns } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { yesNo } from '../lib/admin-list-params';
import { dateLocale, type Translate } from '../lib/locale-text';

const messageColumns = (_: Translate, locale: Locale): ListColumns<'adminListContactMessages'> => [
  {
    key: 'createdAt',
    header: _('console.messages.col.received'),
    sort: 'createdAt',
    render: (message) => formatDate(message.createdAt, dateLocale(locale)),
  },
  {
    key: 'from',
    header: _('console.messages.col.from'),
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
    header: _('console.messages.col.subject'),
    width: '40%',
    render: (message) => message.subject ?? truncate(message.message, 80),
  },
  {
    key: 'status',
    header: _('console.users.col.status'),
    render: (message) =>
      message.handled ? (
        <Badge color="gray" variant="light">
          {_('console.messages.handled')}
        </Badge>
      ) : (
        <Badge color="pink" variant="light">
          {_('console.messages.new')}
        </Badge>
      ),
  },
];

/** Contact messages: read one, reply by email, mark it handled (or open it again). */
export function MessagesPage() {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const columns = useMemo(() => messageColumns(_, locale), [_, locale]);
  const [reading, setReading] = useState<AdminContactMessage | null>(null);
  const setHandled = useAdminMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      call(adminCoreRoutes.adminUpdateContactMessage, { params: { id }, body: { handled } }),
    invalidates: ['contact-messages', 'audit'],
    successMessage: (message) =>
      message.handled ? _('console.messages.toast.handled') : _('console.messages.toast.opened'),
    onSuccess: (message) => setReading((current) => (current?.id === message.id ? message : current)),
  });

  const toggle = (message: AdminContactMessage) =>
    setHandled.mutate({ id: message.id, handled: !message.handled });
  const toggleLabel = (message: AdminContactMessage) =>
    message.handled ? _('console.messages.openAgain') : _('console.messages.markHandled');

  return (
    <AdminListPage
      route={adminCoreRoutes.adminListContactMessages}
      columns={columns}
      filters={{ handled: yesNo }}
      defaultSort="createdAt"
      defaultOrder="desc"
      title={_('console.nav.messages')}
      description={_('console.messages.description')}
      label={_('console.nav.messages')}
      searchLabel={_('console.messages.search')}
      rowKey={(message) => message.id}
      toolbar={(controls) => (
        <FilterSelect
          label={_('console.users.col.status')}
          name="handled"
          controls={controls}
          options={[
            { value: '', label: _('console.messages.filter.all') },
            { value: 'false', label: _('console.messages.new') },
            { value: 'true', label: _('console.messages.handled') },
          ]}
        />
      )}
      rowActions={(message) => (
        <>
          <Button
            size="xs"
            variant="default"
            aria-label={_('console.messages.readFrom', { name: message.name })}
            onClick={() => setReading(message)}
          >
            {_('console.messages.read')}
          </Button>
          <Button
            size="xs"
            variant="light"
            aria-label={
              message.handled
                ? _('console.messages.openAgainFrom', { name: message.name })
                : _('console.messages.markHandledFrom', { name: message.name })
            }
            loading={setHandled.isPending && setHandled.variables?.id === message.id}
            onClick={() => toggle(message)}
          >
            {toggleLabel(message)}
          </Button>
        </>
      )}
      empty={{ title: _('console.messages.empty'), description: _('console.messages.emptyHint') }}
    >
      <Modal
        opened={reading !== null}
        onClose={() => setReading(null)}
        title={reading?.subject ?? _('console.messages.message')}
        size="lg"
      >
        {reading ? (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {_('console.messages.sentBy', {
                sender: `${reading.name} <${reading.email}>`,
                date: formatDate(reading.createdAt, dateLocale(locale)),
              })}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{reading.message}</Text>
            <Group justify="space-between">
              <Anchor
                href={`mailto:${reading.email}?subject=${encodeURIComponent(`Re: ${reading.subject ?? _('console.messages.yourMessage')}`)}`}
              >
                {_('console.messages.reply')}
              </Anchor>
              <Button onClick={() => toggle(reading)} loading={setHandled.isPending}>
                {toggleLabel(reading)}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </AdminListPage>
  );
}
