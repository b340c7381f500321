import {
  type AdminCoupon,
  type AdminCouponDetail,
  type AdminCouponListQuery,
  type CouponCreateBody,
  type CouponUpdateBody,
  normalizeCouponCode,
  type Paged,
} from '@coursewise/contract';
import { type Executor, inTransaction } from '../../db/executor.js';
import { listWindow, pagedOf } from '../../lib/admin-list.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/constraint-violations.js';
import { storedCurrency } from '../../lib/currency.js';
import { newId } from '../../lib/ids.js';
import { accountLabelsByIds } from '../account/account-directory.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { courseTitlesByIds } from '../courses/courses.service.js';
import * as repo from './coupons.repository.js';
import { courseIdsOf } from './coupons.service.js';

/** Coupon codes as the admin console edits them; every write is audited in its own transaction. */

const RECENT_REDEMPTIONS = 20;

function toAdminCoupon(row: repo.CouponRow, usage: number): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    percentOff: row.percentOff,
    amountOff: row.amountOff,
    currency: row.currency === null ? null : storedCurrency(row.currency),
    courseIds: courseIdsOf(row),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    maxRedemptions: row.maxRedemptions,
    perLearner: row.perLearner,
    active: row.active === 1,
    usage,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const field = (path: string, message: string) => badRequest(`${path}: ${message}`, [{ path, message }]);

/** The stored row a create or an edit leads to, checked as a whole: 400 naming the field otherwise. */
function checkedRow(row: Omit<repo.CouponRow, 'id' | 'createdAt' | 'updatedAt'>) {
  if ((row.percentOff === null) === (row.amountOff === null))
    throw field('percentOff', 'send either percentOff or amountOff with its currency');
  if (row.amountOff !== null && row.currency === null) throw field('currency', 'is required with amountOff');
  for (const key of ['startsAt', 'endsAt'] as const) {
    const value = row[key];
    if (value !== null && Number.isNaN(Date.parse(value))) throw field(key, 'must be a date and time');
  }
  const starts = row.startsAt && new Date(row.startsAt).toISOString();
  const ends = row.endsAt && new Date(row.endsAt).toISOString();
  if (starts && ends && ends <= starts) throw field('endsAt', 'must be after startsAt');
  return { ...row, startsAt: starts, endsAt: ends, currency: row.amountOff === null ? null : row.currency };
}

async function checkCourses(db: Executor, ids: string[] | null | undefined): Promise<void> {
  if (!ids) return;
  const known = await courseTitlesByIds(db, ids);
  if (ids.some((id) => !known.has(id))) throw notFound('This course does not exist');
}

const describe = (row: Pick<repo.CouponRow, 'code' | 'percentOff' | 'amountOff' | 'currency'>) =>
  `${row.code} (${row.percentOff !== null ? `${row.percentOff} %` : `${row.amountOff} ${row.currency}`} off)`;

async function writeUnique(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This code is already taken');
    throw error;
  }
}

export async function listAdminCoupons(
  db: Executor,
  query: AdminCouponListQuery,
): Promise<Paged<AdminCoupon>> {
  const window = listWindow(query, { created: 'createdAt', code: 'code' } as const);
  const { rows, total } = await repo.listCouponRows(
    db,
    { search: query.search, active: query.active },
    window,
  );
  const usage = await repo.countLiveRedemptions(
    db,
    rows.map((row) => row.id),
    nowIso(),
  );
  return pagedOf(
    window,
    rows.map((row) => toAdminCoupon(row, usage.get(row.id) ?? 0)),
    total,
  );
}

export async function getAdminCoupon(db: Executor, id: string): Promise<AdminCouponDetail> {
  const row = await repo.findCoupon(db, id);
  if (!row) throw notFound('This coupon does not exist');
  const usage = (await repo.countLiveRedemptions(db, [id], nowIso())).get(id) ?? 0;
  const recent = await repo.latestRedemptions(db, id, RECENT_REDEMPTIONS);
  const learners = await accountLabelsByIds(
    db,
    recent.map((r) => r.userId),
  );
  return {
    ...toAdminCoupon(row, usage),
    redeemed: await repo.countRedeemed(db, id),
    redemptions: recent.map((r) => {
      const learner = learners.get(r.userId);
      return {
        id: r.id,
        learner: { id: r.userId, name: learner?.name ?? '', email: learner?.email ?? '' },
        paymentId: r.status === 'free' ? null : r.paymentId,
        status: r.status,
        discount: r.discount,
        currency: storedCurrency(r.currency),
        createdAt: r.createdAt,
      };
    }),
  };
}

export async function createCoupon(
  db: Executor,
  actorId: string,
  body: CouponCreateBody,
): Promise<AdminCouponDetail> {
  const row = checkedRow({
    code: normalizeCouponCode(body.code),
    percentOff: body.percentOff ?? null,
    amountOff: body.amountOff ?? null,
    currency: body.currency ?? null,
    courseIds: body.courseIds ? JSON.stringify(body.courseIds) : null,
    startsAt: body.startsAt ?? null,
    endsAt: body.endsAt ?? null,
    maxRedemptions: body.maxRedemptions ?? null,
    perLearner: body.perLearner ?? null,
    active: 1,
  });
  const id = newId();
  const now = nowIso();
  await checkCourses(db, body.courseIds);
  await writeUnique(() =>
    inTransaction(db, async (trx, uow) => {
      await repo.insertCoupon(trx, { ...row, id, createdAt: now, updatedAt: now });
      await recordAudit(uow, {
        actorId,
        action: 'create',
        entity: 'coupon',
        entityId: id,
        summary: `Created coupon ${describe(row)}`,
      });
    }),
  );
  return getAdminCoupon(db, id);
}

/** Applies the fields sent; a percentage replaces an amount and the other way round. */
export async function updateCoupon(
  db: Executor,
  actorId: string,
  id: string,
  body: CouponUpdateBody,
): Promise<AdminCouponDetail> {
  const before = await repo.findCoupon(db, id);
  if (!before) throw notFound('This coupon does not exist');
  const isPercent = body.percentOff !== undefined;
  const isAmount = body.amountOff !== undefined;
  if (isPercent && isAmount)
    throw field('percentOff', 'send either percentOff or amountOff with its currency');
  const { active, courseIds, ...rest } = body;
  const { id: _id, createdAt: _created, updatedAt: _updated, ...stored } = before;
  const row = checkedRow({
    ...stored,
    ...rest,
    code: body.code === undefined ? before.code : normalizeCouponCode(body.code),
    percentOff: isAmount ? null : (body.percentOff ?? before.percentOff),
    amountOff: isPercent ? null : (body.amountOff ?? before.amountOff),
    currency: body.currency ?? before.currency,
    courseIds: courseIds === undefined ? before.courseIds : courseIds && JSON.stringify(courseIds),
    active: active === undefined ? before.active : active ? 1 : 0,
  });
  await checkCourses(db, courseIds);
  const verb =
    active === false && before.active === 1 ? 'deactivate' : active && !before.active ? 'activate' : 'update';
  await writeUnique(() =>
    inTransaction(db, async (trx, uow) => {
      await repo.updateCoupon(trx, id, { ...row, updatedAt: nowIso() });
      await recordAudit(uow, {
        actorId,
        action: verb,
        entity: 'coupon',
        entityId: id,
        summary: `${verb === 'update' ? 'Updated' : verb === 'deactivate' ? 'Deactivated' : 'Activated'} coupon ${describe(row)}`,
      });
    }),
  );
  return getAdminCoupon(db, id);
}
