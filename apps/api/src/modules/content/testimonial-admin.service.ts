import type {
  AdminTestimonial,
  AdminTestimonialListQuery,
  Paged,
  TestimonialCreateBody,
  TestimonialUpdateBody,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { pagedOf } from '../../lib/admin-list.js';
import { notFound } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import type { StorageDriver } from '../../lib/storage/storage.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './content-admin.repository.js';
import { field, flag, imageKeyOf, windowOf, withoutUndefined } from './content-admin-shared.js';

/** Testimonials as the admin console edits them. */

type Deps = Pick<AppContext, 'db' | 'storage'>;

const toTestimonial = (storage: StorageDriver, row: repo.TestimonialRow): AdminTestimonial => ({
  id: row.id,
  name: row.name,
  role: row.role,
  quote: row.quote,
  rating: row.rating,
  avatarUrl: row.avatarKey ? storage.url(row.avatarKey) : null,
  position: row.position,
  published: row.published === 1,
});

// ---- testimonials -------------------------------------------------------------------------------

export async function listAdminTestimonials(
  ctx: Deps,
  query: AdminTestimonialListQuery,
): Promise<Paged<AdminTestimonial>> {
  const window = windowOf('testimonials', query);
  const filter = { search: query.search, published: query.published };
  const { rows, total } = await repo.listTestimonialRows(ctx.db, filter, window);
  return pagedOf(
    window,
    rows.map((row) => toTestimonial(ctx.storage, row)),
    total,
  );
}

export async function getAdminTestimonial(
  db: Executor,
  ctx: Pick<Deps, 'storage'>,
  id: string,
): Promise<AdminTestimonial> {
  const row = await repo.findTestimonial(db, id);
  if (!row) throw notFound('This testimonial does not exist');
  return toTestimonial(ctx.storage, row);
}

export async function createTestimonial(
  db: Executor,
  ctx: Pick<Deps, 'storage'>,
  actorId: string,
  body: TestimonialCreateBody,
): Promise<AdminTestimonial> {
  const id = newId();
  const name = body.name.trim();
  const quote = body.quote.trim();
  if (!name) throw field('name', 'must not be blank');
  if (!quote) throw field('quote', 'must not be blank');
  const avatarKey = await imageKeyOf(ctx.storage, 'avatarUrl', body.avatarUrl ?? null);
  return inTransaction(db, async (trx, uow) => {
    const position = await repo.nextPosition(trx, 'testimonials');
    await repo.insertTestimonial(trx, {
      id,
      name,
      role: body.role?.trim() ?? '',
      quote,
      rating: body.rating,
      avatarKey,
      position,
      published: body.published === false ? 0 : 1,
    });
    await recordAudit(uow, {
      actorId,
      action: 'create',
      entity: 'testimonial',
      entityId: id,
      summary: `Created testimonial by ${name}`,
    });
    return getAdminTestimonial(trx, ctx, id);
  });
}

export async function updateTestimonial(
  db: Executor,
  ctx: Pick<Deps, 'storage'>,
  actorId: string,
  id: string,
  body: TestimonialUpdateBody,
): Promise<AdminTestimonial> {
  const name = body.name?.trim();
  const quote = body.quote?.trim();
  if (name === '') throw field('name', 'must not be blank');
  if (quote === '') throw field('quote', 'must not be blank');
  const avatarKey =
    body.avatarUrl === undefined ? undefined : await imageKeyOf(ctx.storage, 'avatarUrl', body.avatarUrl);
  return inTransaction(db, async (trx, uow) => {
    const before = await getAdminTestimonial(trx, ctx, id);
    await repo.updateTestimonial(
      trx,
      id,
      withoutUndefined({
        name,
        role: body.role?.trim(),
        quote,
        rating: body.rating,
        avatarKey,
        published: flag(body.published),
      }),
    );
    await recordAudit(uow, {
      actorId,
      action: 'update',
      entity: 'testimonial',
      entityId: id,
      summary: `Updated testimonial by ${name ?? before.name}`,
    });
    return getAdminTestimonial(trx, ctx, id);
  });
}
