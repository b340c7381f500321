import { useAdminMutation } from '../api/admin-api';
import type { OrderedContentApi } from './ordered-content-api';

/** Create (POST) or update (PUT …/{id}) one item of an ordered list; the form shows field errors. */
export function useSaveItem<Item, Create, Update>(
  api: OrderedContentApi<Item, Create, Update>,
  id: string | null,
  itemName: string,
  onDone: () => void,
) {
  return useAdminMutation({
    mutationFn: (body: Create & Update) => (id ? api.update(id, body) : api.create(body)),
    invalidates: [api.resource, 'audit'],
    successMessage: id ? `${itemName} saved` : `${itemName} added`,
    silentError: true,
    onSuccess: onDone,
  });
}
