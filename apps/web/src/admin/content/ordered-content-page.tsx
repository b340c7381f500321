import { useLingui } from '@lingui/react';
import { Button, Group, Modal, Skeleton, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/event-bus';
import { adminKeys, useAdminMutation } from '../api/admin-api';
import { SortableList } from '../catalogue/components/sortable-list';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatCount } from '../lib/locale-text';
import { LanguageFilter, languageName, useLocaleParam } from './content-languages';
import type { OrderedContentApi } from './ordered-content-api';
import { OrderedContentRow } from './ordered-content-row';

interface OrderedItem {
  id: string;
  published: boolean;
  /** FAQs and help articles: the language it is written in. */
  locale?: Locale;
}

export interface ItemFormProps<T> {
  /** null: a new item. */
  item: T | null;
  /** The language a new item starts in: the list's language filter, else the default. */
  locale: Locale;
  onDone: () => void;
}

/** How a page names its list and its items, in the admin's language. */
export interface OrderedContentWords {
  title: string;
  description: string;
  /** One item as the drag handles and their announcements name it ("FAQ", "testimonial"). */
  itemName: string;
  /** The button and the dialog ("New FAQ"). */
  newItem: string;
  /** The dialog that edits one ("Edit FAQ"). */
  editItem: string;
  /** The confirmation before deleting one ("Delete FAQ"). */
  deleteItem: string;
  /** "No FAQs yet", and what to do about it ("Add the first FAQ."). */
  empty: string;
  emptyHint: string;
  /** "We could not load the FAQs". */
  loadError: string;
}

interface OrderedContentPageProps<T extends OrderedItem> {
  words: OrderedContentWords;
  /** The list's operations (`faqsApi`). */
  api: OrderedContentApi<T, never, never>;
  /** Items written per language: a language filter (`?locale=`) and each item's language shown. */
  isPerLanguage?: boolean;
  itemTitle: (item: T) => string;
  renderSummary?: (item: T) => ReactNode;
  Form: (props: ItemFormProps<T>) => ReactNode;
}

/**
 * FAQs, testimonials and help articles: the whole list in the order visitors see it, drag (or the
 * keyboard) to reorder, create and edit in a dialog, delete after confirmation. Lists written per
 * language can be narrowed to one (the server orders all of one language's items, or all of them).
 */
export function OrderedContentPage<T extends OrderedItem>(props: OrderedContentPageProps<T>) {
  const { api, words, isPerLanguage = false, Form } = props;
  const { _ } = useLingui();
  const activeLocale = useActiveLocale();
  const { resource } = api;
  const queryClient = useQueryClient();
  const [param, setLocale] = useLocaleParam();
  const locale = isPerLanguage ? param : undefined;
  const query = useQuery(api.list(locale));
  const [items, setItems] = useState<T[]>([]);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  useEffect(() => setItems(query.data?.items ?? []), [query.data]);

  const reorder = useAdminMutation({
    mutationFn: (ids: string[]) => api.reorder(ids),
    invalidates: [resource, 'audit'],
    successMessage: _('console.content.list.orderSaved'),
    silentError: true,
  });
  const remove = useAdminMutation({
    mutationFn: (item: T) => api.remove(item.id),
    invalidates: [resource, 'audit'],
    successMessage: (_result, item) => _('console.content.list.deleted', { title: props.itemTitle(item) }),
  });

  const applyOrder = (ids: string[]) => {
    const before = items;
    // Show the new order at once; put the old one back if the server refuses it.
    setItems(
      ids.map((id) => before.find((item) => item.id === id)).filter((item): item is T => item !== undefined),
    );
    reorder.mutate(ids, {
      onError: (error) => {
        setItems(before);
        notify.error(errorMessage(error));
        void queryClient.invalidateQueries({ queryKey: adminKeys.resource(resource) });
      },
    });
  };

  // An empty language is not an empty site: its visitors read the default language's items.
  const emptyHint =
    locale && locale !== DEFAULT_LOCALE
      ? `${_('console.content.list.fallback', { language: languageName(_, locale) })} ${words.emptyHint}`
      : words.emptyHint;

  let body: ReactNode;
  if (query.isPending) body = <Skeleton height={200} radius="md" />;
  else if (query.isError)
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} title={words.loadError} />;
  else if (items.length === 0) body = <EmptyState title={words.empty} description={emptyHint} />;
  else
    body = (
      <SortableList
        label={words.title}
        itemName={words.itemName}
        items={items}
        itemTitle={props.itemTitle}
        onReorder={applyOrder}
        renderItem={(item) => (
          <OrderedContentRow
            title={props.itemTitle(item)}
            isHidden={!item.published}
            locale={isPerLanguage ? item.locale : undefined}
            summary={props.renderSummary?.(item)}
            onEdit={() => setEditing(item)}
            onDelete={() => setDeleting(item)}
          />
        )}
      />
    );

  return (
    <AdminPage
      title={words.title}
      description={words.description}
      actions={<Button onClick={() => setEditing('new')}>{words.newItem}</Button>}
    >
      {isPerLanguage ? (
        <Group>
          <LanguageFilter value={locale} onChange={setLocale} />
        </Group>
      ) : null}
      {body}
      {query.data && query.data.total > query.data.items.length ? (
        <Text size="sm" c="dimmed">
          {_('console.content.list.showingFirst', {
            shown: formatCount(query.data.items.length, activeLocale),
            total: formatCount(query.data.total, activeLocale),
          })}
        </Text>
      ) : null}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? words.newItem : words.editItem}
        size="xl"
      >
        {editing !== null ? (
          <Form
            item={editing === 'new' ? null : editing}
            locale={locale ?? DEFAULT_LOCALE}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={words.deleteItem}
        message={deleting ? _('console.content.list.deleteBody', { title: props.itemTitle(deleting) }) : ''}
        confirmLabel={_('console.content.list.delete')}
        isDanger
        isPending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </AdminPage>
  );
}
