import { useAdminMutation } from '../api/admin-api';
import type { OrderedContentApi } from './ordered-content-api';

/** The toasts after a save, in the admin's language ("FAQ saved", "FAQ added"). */
export interface SavedWords {
  saved: string;
  added: string;
}

/** Create (POST) or update (PUT …/{id}) one item of an ordered list; the form shows field errors. */
export function useSaveItem<Item, Create, Update>(
  api: OrderedContentApi<Item, Create, Update>,
  id: string | null,
  words: SavedWords,
  onDone: () => void,
) {
  return useAdminMutation({
    mutationFn: (body: Create & Update) => (id ? api.update(id, body) : api.create(body)),
    invalidates: [api.resource, 'audit'],
    successMessage: id ? words.saved : words.added,
    silentError: true,
    onSuccess: onDone,
  });
}
