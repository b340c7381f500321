import { adminCoreRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { Code, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { Locale } from '../../i18n/locales';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { AdminListPage } from '../components/admin-list-page';
import type { ListColumns } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { text } from '../lib/admin-list-params';
import { dateLocale, type Translate } from '../lib/locale-text';

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

const dateTime = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(dateLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });

const auditColumns = (_: Translate, locale: Locale): ListColumns<'adminListAudit'> => [
  {
    key: 'createdAt',
    header: _('console.audit.col.when'),
    render: (entry) => dateTime(entry.createdAt, locale),
  },
  {
    key: 'actor',
    header: _('console.audit.col.who'),
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
          {_('console.refunds.deleted')}
        </Text>
      ),
  },
  { key: 'action', header: _('console.audit.col.action'), render: (entry) => <Code>{entry.action}</Code> },
  {
    key: 'entity',
    header: _('console.audit.col.what'),
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
  { key: 'summary', header: _('console.audit.col.summary'), width: '40%', render: (entry) => entry.summary },
];

/** Who changed what in the console, newest first. */
export function AuditPage() {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const columns = useMemo(() => auditColumns(_, locale), [_, locale]);
  return (
    <AdminListPage
      route={adminCoreRoutes.adminListAudit}
      columns={columns}
      filters={{ entity: text, actorId: text, entityId: text }}
      title={_('console.nav.audit')}
      description={_('console.audit.description')}
      label={_('console.nav.audit')}
      searchLabel={_('console.audit.search')}
      rowKey={(entry) => entry.id}
      toolbar={(controls) => (
        <FilterSelect
          label={_('console.audit.entity')}
          name="entity"
          controls={controls}
          options={[
            { value: '', label: _('console.audit.everything') },
            ...ENTITIES.map((entity) => ({ value: entity, label: entity })),
          ]}
        />
      )}
      empty={{ title: _('console.audit.empty'), description: _('console.audit.emptyHint') }}
    />
  );
}
