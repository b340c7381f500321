import { Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/event-bus';
import { adminKeys, useAdminMutation } from '../api/admin-api';
import { SortableList } from '../catalogue/components/sortable-list';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import type { OrderedContentApi } from './ordered-content-api';

interface OrderedItem {
  id: string;
  published: boolean;
}

export interface ItemFormProps<T> {
  /** null: a new item. */
  item: T | null;
  onDone: () => void;
}

interface OrderedContentPageProps<T extends OrderedItem> {
  title: string;
  description: string;
  /** The list's operations (`faqsApi`). */
  api: OrderedContentApi<T, never, never>;
  /** "FAQ", "testimonial". */
  itemName: string;
  /** "FAQs", "testimonials": for the empty and error states. */
  pluralName: string;
  itemTitle: (item: T) => string;
  renderSummary?: (item: T) => ReactNode;
  Form: (props: ItemFormProps<T>) => ReactNode;
}

/**
 * FAQs, testimonials and help articles: the whole list in the order visitors see it, drag (or the
 * keyboard) to reorder, create and edit in a dialog, delete after confirmation.
 */
export function OrderedContentPage<T extends OrderedItem>(props: OrderedContentPageProps<T>) {
  const { api, itemName, Form } = props;
  const { resource } = api;
  const queryClient = useQueryClient();
  const query = useQuery(api.list);
  const [items, setItems] = useState<T[]>([]);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  useEffect(() => setItems(query.data?.items ?? []), [query.data]);

  const reorder = useAdminMutation({
    mutationFn: (ids: string[]) => api.reorder(ids),
    invalidates: [resource, 'audit'],
    successMessage: 'Order saved',
    silentError: true,
  });
  const remove = useAdminMutation({
    mutationFn: (item: T) => api.remove(item.id),
    invalidates: [resource, 'audit'],
    successMessage: (_, item) => `Deleted “${props.itemTitle(item)}”`,
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

  let body: ReactNode;
  if (query.isPending) body = <Skeleton height={200} radius="md" />;
  else if (query.isError)
    body = (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        title={`We could not load the ${props.pluralName}`}
      />
    );
  else if (items.length === 0)
    body = <EmptyState title={`No ${props.pluralName} yet`} description={`Add the first ${itemName}.`} />;
  else
    body = (
      <SortableList
        label={props.title}
        itemName={itemName}
        items={items}
        itemTitle={props.itemTitle}
        onReorder={applyOrder}
        renderItem={(item) => (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600}>{props.itemTitle(item)}</Text>
                {item.published ? null : (
                  <Badge color="gray" variant="light">
                    Hidden
                  </Badge>
                )}
              </Group>
              {props.renderSummary?.(item)}
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="default"
                aria-label={`Edit ${props.itemTitle(item)}`}
                onClick={() => setEditing(item)}
              >
                Edit
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                aria-label={`Delete ${props.itemTitle(item)}`}
                onClick={() => setDeleting(item)}
              >
                Delete
              </Button>
            </Group>
          </Group>
        )}
      />
    );

  return (
    <AdminPage
      title={props.title}
      description={props.description}
      actions={<Button onClick={() => setEditing('new')}>New {itemName}</Button>}
    >
      {body}
      {query.data && query.data.total > query.data.items.length ? (
        <Text size="sm" c="dimmed">
          Showing the first {query.data.items.length} of {query.data.total}.
        </Text>
      ) : null}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? `New ${itemName}` : `Edit ${itemName}`}
        size="xl"
      >
        {editing !== null ? (
          <Form item={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete ${itemName}`}
        message={
          deleting
            ? `“${props.itemTitle(deleting)}” will be removed from the site. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        isDanger
        isPending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </AdminPage>
  );
}
