import type {
  AdminCategory,
  AdminCategoryListQuery,
  CategoryCreateBody,
  CategoryUpdateBody,
  Paged,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { listWindow, pagedOf } from '../../lib/admin-list.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/constraint-violations.js';
import { newId } from '../../lib/ids.js';
import { firstFreeSlug, slugify } from '../../lib/slugs.js';
import { recordAudit } from '../audit/audit.service.js';
import * as records from '../courses/category-records.service.js';

/** Categories as the admin console edits them. Every write is audited and clears the public catalogue cache. */

type Cache = Pick<AppContext, 'effects'>;
const MISSING = 'This category does not exist';
const slugTaken = (slug: string) => `The slug "${slug}" is already used by another category`;

function toAdminCategory(row: NonNullable<Awaited<ReturnType<typeof records.findCategory>>>): AdminCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    position: row.position,
    courseCount: Number(row.courseCount ?? 0),
    createdAt: row.createdAt,
  };
}

/** A page of categories: search on name and slug; sort by position (default), name or course count. */
export async function listAdminCategories(
  db: Executor,
  query: AdminCategoryListQuery,
): Promise<Paged<AdminCategory>> {
  const window = listWindow(query, records.categorySortColumns, query.sort === 'courses' ? 'desc' : 'asc');
  const filter = { search: query.search?.trim() || undefined };
  const { rows, total } = await records.listCategories(db, filter, window);
  return pagedOf(window, rows.map(toAdminCategory), total);
}

/** One category, or 404. */
export async function getAdminCategory(db: Executor, id: string): Promise<AdminCategory> {
  const row = await records.findCategory(db, id);
  if (!row) throw notFound(MISSING);
  return toAdminCategory(row);
}

const requireName = (name: string): string => {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest('name: must not be empty', [{ path: 'name', message: 'must not be empty' }]);
  return trimmed;
};

/** Creates a category; a given slug must be free (409), else one is made from the name. */
export async function createAdminCategory(
  db: Executor,
  ctx: Cache,
  actorId: string,
  body: CategoryCreateBody,
): Promise<AdminCategory> {
  const name = requireName(body.name);
  const id = newId();
  try {
    await inTransaction(db, ctx.effects, async (trx, uow) => {
      let slug = body.slug;
      if (slug === undefined) {
        const base = slugify(name, 'category');
        slug = firstFreeSlug(base, await records.slugsLike(trx, base));
      } else if (await records.slugTaken(trx, slug)) throw conflict(slugTaken(slug));
      const position = body.position ?? (await records.nextCategoryPosition(trx));
      await records.insertCategory(trx, { id, slug, name, position, createdAt: nowIso() });
      await recordAudit(uow, {
        actorId,
        action: 'create',
        entity: 'category',
        entityId: id,
        summary: `Created category "${name}" (${slug})`,
      });
      uow.invalidateCatalogue();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('That slug was just taken: try again');
    throw error;
  }
  return getAdminCategory(db, id);
}

/** Renames, re-slugs or moves a category (409 for a slug in use). */
export async function updateAdminCategory(
  db: Executor,
  ctx: Cache,
  actorId: string,
  id: string,
  body: CategoryUpdateBody,
): Promise<AdminCategory> {
  const changes = {
    ...(body.name !== undefined ? { name: requireName(body.name) } : {}),
    ...(body.slug !== undefined ? { slug: body.slug } : {}),
    ...(body.position !== undefined ? { position: body.position } : {}),
  };
  try {
    await inTransaction(db, ctx.effects, async (trx, uow) => {
      if (!(await records.findCategory(trx, id))) throw notFound(MISSING);
      if (changes.slug !== undefined && (await records.slugTaken(trx, changes.slug, id)))
        throw conflict(slugTaken(changes.slug));
      if (Object.keys(changes).length > 0) await records.updateCategory(trx, id, changes);
      await recordAudit(uow, {
        actorId,
        action: 'update',
        entity: 'category',
        entityId: id,
        summary: `Changed category ${Object.keys(changes).join(', ') || '(nothing)'}`,
      });
      uow.invalidateCatalogue();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('That slug was just taken: try again');
    throw error;
  }
  return getAdminCategory(db, id);
}

/** Deletes a category no course uses; 409 while any course (draft or published) is in it. */
export async function deleteAdminCategory(
  db: Executor,
  ctx: Cache,
  actorId: string,
  id: string,
): Promise<void> {
  const inUse = (count: number) =>
    conflict(
      `${count} ${count === 1 ? 'course uses' : 'courses use'} this category: move ${count === 1 ? 'it' : 'them'} to another category first`,
    );
  try {
    await inTransaction(db, ctx.effects, async (trx, uow) => {
      const category = await records.findCategory(trx, id);
      if (!category) throw notFound(MISSING);
      const count = Number(category.courseCount ?? 0);
      if (count > 0) throw inUse(count);
      await records.deleteCategory(trx, id);
      await recordAudit(uow, {
        actorId,
        action: 'delete',
        entity: 'category',
        entityId: id,
        summary: `Deleted category "${category.name}" (${category.slug})`,
      });
      uow.invalidateCatalogue();
    });
  } catch (error) {
    // A course added to it meanwhile: the foreign key refuses the delete.
    if (isForeignKeyViolation(error)) throw conflict('Courses use this category: move them first');
    throw error;
  }
}
