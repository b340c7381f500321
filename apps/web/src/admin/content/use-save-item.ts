import { adminApi, useAdminMutation } from '../api/admin-api';

/** Create (POST) or update (PUT …/{id}) one item of an ordered list; the form shows field errors. */
export function useSaveItem<Body, Result>(
  resource: string,
  id: string | null,
  itemName: string,
  onDone: () => void,
) {
  return useAdminMutation({
    mutationFn: (body: Body) =>
      id ? adminApi.update<Result>(resource, id, body) : adminApi.create<Result>(resource, body),
    invalidates: [resource, 'audit'],
    successMessage: id ? `${itemName} saved` : `${itemName} added`,
    silentError: true,
    onSuccess: onDone,
  });
}
