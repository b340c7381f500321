import { badRequest } from './app-error.js';

/**
 * A reorder names every child of its parent exactly once (no stranger, none left out): 400 otherwise,
 * so a stale screen cannot silently drop or misplace an item another admin just added.
 */
export function checkReorder(ids: readonly string[], children: readonly string[], what: string): void {
  const known = new Set(children);
  const unique = new Set(ids);
  if (ids.length !== children.length || unique.size !== ids.length || ids.some((id) => !known.has(id))) {
    const message = `must list each of the ${children.length} ${what} exactly once`;
    throw badRequest(`ids: ${message}`, [{ path: 'ids', message }]);
  }
}
