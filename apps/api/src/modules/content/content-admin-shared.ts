import { listWindow } from '../../lib/admin-list.js';
import { badRequest } from '../../lib/app-error.js';
import { sanitizeRichText } from '../../lib/html.js';
import { publicKeyOf, type StorageDriver } from '../../lib/storage/storage.js';
import type * as repo from './content-admin.repository.js';

/** Helpers the content module's admin services share: field errors, rich text, images, list windows. */

type List = repo.ContentList;

export const field = (path: string, message: string) =>
  badRequest(`${path}: ${message}`, [{ path, message }]);

/** Rich text that is empty once sanitised (only a `<script>`, say) is refused rather than stored blank. */
export function richText(path: string, html: string): string {
  const clean = sanitizeRichText(html);
  if (!clean) throw field(path, 'has no text left once unsafe markup is removed');
  return clean;
}

/** The stored key of an image the admin uploaded, from its URL; null clears it. */
export async function imageKeyOf(
  storage: StorageDriver,
  path: string,
  url: string | null,
): Promise<string | null> {
  if (url === null) return null;
  const key = publicKeyOf(url);
  if (!key || !(await storage.stat(key))) throw field(path, 'must be the url of an uploaded image');
  return key;
}

const listSorts: Record<List, Record<string, string>> = {
  faqs: { position: 'position', question: 'question' },
  testimonials: { position: 'position', name: 'name', rating: 'rating' },
  helpArticles: { position: 'position', title: 'title', category: 'category' },
};

/** The page and sort of one of the ordered lists (by position unless asked otherwise, ascending). */
export const windowOf = (list: List, query: Parameters<typeof listWindow>[0]) =>
  listWindow(query, listSorts[list], 'asc');

export const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

export function withoutUndefined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
