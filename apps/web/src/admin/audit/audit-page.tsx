import { adminCoreRoutes } from '@coursewise/contract/routes';
import { Code, Stack, Text } from '@mantine/core';
import { AdminListPage } from '../components/admin-list-page';
import type { ListColumns } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { text } from '../lib/admin-list-params';

/** The entities admin writes are recorded under (apps/api `recordAudit` calls), and security events. */
const ENTITIES = [
  'course',
  'module',
  'chapter',
  'question',
  'category',
  'cms-page',
  'faq',
  'testimonial',
  'help-article',
  'settings',
  'user',
  'purchase',
  'review',
  'contact-message',
  'certificate',
  'upload',
  'security',
] as const;

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const columns: ListColumns<'adminListAudit'> = [
  { key: 'createdAt', header: 'When', render: (entry) => dateTime(entry.createdAt) },
  {
    key: 'actor',
    header: 'Who',
    render: ({ actor }) =>
      actor ? (
        <Stack gap={0}>
          <Text size="sm">{actor.name ?? actor.email}</Text>
          {actor.name ? (
            <Text size="xs" c="dimmed">
              {actor.email}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Deleted account
        </Text>
      ),
  },
  { key: 'action', header: 'Action', render: (entry) => <Code>{entry.action}</Code> },
  {
    key: 'entity',
    header: 'What',
    render: (entry) => (
      <Stack gap={0}>
        <Text size="sm">{entry.entity}</Text>
        {entry.entityId ? (
          <Text size="xs" c="dimmed">
            {entry.entityId}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'summary', header: 'Summary', width: '40%', render: (entry) => entry.summary },
];

/** Who changed what in the console, newest first. */
export function AuditPage() {
  return (
    <AdminListPage
      route={adminCoreRoutes.adminListAudit}
      columns={columns}
      filters={{ entity: text, actorId: text, entityId: text }}
      title="Audit log"
      description="Every change made in the admin console, newest first."
      label="Audit log"
      searchLabel="Search summaries"
      rowKey={(entry) => entry.id}
      toolbar={(controls) => (
        <FilterSelect
          label="Entity"
          name="entity"
          controls={controls}
          options={[
            { value: '', label: 'Everything' },
            ...ENTITIES.map((entity) => ({ value: entity, label: entity })),
          ]}
        />
      )}
      empty={{ title: 'Nothing recorded yet', description: 'Changes made in the console appear here.' }}
    />
  );
}
