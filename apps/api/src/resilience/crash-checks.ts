import { expect } from 'vitest';
import { learnerCountOffsets, type World } from './crash-world.js';
import type { Ledger, Register } from './crash-writes.js';
import { dataOf } from './http-client.js';
import type { Query, ServerData } from './server-process.js';

/**
 * The crash test's checks after a kill: what the dead process left on disk against the writes it
 * acknowledged, and what the restarted server answers.
 */

const numberIn = (text: string | null | undefined, pattern: RegExp): number | null => {
  const match = text?.match(pattern);
  return match?.[1] ? Number(match[1]) : null;
};

/** Whether a stored number fits a register: at least the last acknowledged, at most the last sent. */
function fits(stored: number | null, register: Register): boolean {
  if (register.acked === null) return stored === null || (register.sent !== null && stored <= register.sent);
  return stored !== null && stored >= register.acked && stored <= (register.sent ?? register.acked);
}

/** The student's phone and whether the cart holds the toggled course, as stored. */
export interface StoredState {
  phone: string | null;
  inCart: boolean;
}

/** What the checks after a restart compare the API's answers with. */
export async function readState(query: Query, world: World): Promise<StoredState> {
  const [user] = await query<{ phone: string | null }>('select phone from users where id = ?', [
    world.student.id,
  ]);
  const cart = await query<{ course_id: string }>(
    'select course_id from cart_items where user_id = ? and course_id = ?',
    [world.student.id, world.cartCourseId],
  );
  return { phone: user?.phone ?? null, inCart: cart.length > 0 };
}

/** The profile, the cart and this cycle's payments as the restarted server answers them, against `truth`. */
export async function expectServerReads(
  url: string,
  world: World,
  truth: StoredState,
  payments: [string, { token: string }][],
  where: string,
): Promise<void> {
  const profile = await dataOf<{ phone: string | null }>(url, 'GET', '/api/user/profile', {
    token: world.student.token,
  });
  expect(profile.phone, where).toBe(truth.phone);
  const cart = await dataOf<{ items: { id: string }[] }>(url, 'GET', '/api/cart/list', {
    token: world.student.token,
  });
  expect(
    cart.items.some((c) => c.id === world.cartCourseId),
    where,
  ).toBe(truth.inCart);
  for (const [paymentId, { token }] of payments) {
    const payment = await dataOf<{ status: string }>(url, 'GET', `/api/course/payment/${paymentId}`, {
      token,
    });
    expect(payment.status, where).toBe('succeeded');
  }
}

/**
 * Everything wrong with the data a killed server left (an empty list when it is sound): SQLite's
 * integrity and foreign keys, each acknowledged write, and fulfilment done whole or not at all.
 */
export async function problemsIn(data: ServerData, world: World, ledger: Ledger): Promise<string[]> {
  return data.withDatabase(async (query) => {
    const problems: string[] = [];
    if (data.dialect === 'sqlite') {
      const integrity = await query<{ integrity_check: string }>('pragma integrity_check');
      if (integrity.map((r) => r.integrity_check).join() !== 'ok')
        problems.push(`integrity_check: ${JSON.stringify(integrity)}`);
      const foreignKeys = await query('pragma foreign_key_check');
      if (foreignKeys.length > 0) problems.push(`foreign_key_check: ${JSON.stringify(foreignKeys)}`);
      const [mode] = await query<{ journal_mode: string }>('pragma journal_mode');
      if (mode?.journal_mode !== 'wal') problems.push(`journal_mode is ${mode?.journal_mode}`);
    }
    const student = world.student.id;

    const users = new Set(
      (
        await query<{ email: string }>(
          "select email_normalized as email from users where email_normalized like 'crash-%'",
        )
      ).map((u) => u.email),
    );
    for (const email of ledger.signups) if (!users.has(email)) problems.push(`sign-up ${email} is missing`);

    const [user] = await query<{ phone: string | null }>('select phone from users where id = ?', [student]);
    const phone = numberIn(user?.phone, /^0700 (\d+)$/);
    if (!fits(phone, ledger.profile))
      problems.push(`profile phone ${user?.phone} (acknowledged ${JSON.stringify(ledger.profile)})`);

    const [review] = await query<{ comment: string }>(
      'select comment from reviews where user_id = ? and course_id = ?',
      [student, world.courseId],
    );
    const reviewNumber = numberIn(review?.comment, /^Review number (\d+) /);
    if (!fits(reviewNumber, ledger.review))
      problems.push(`review "${review?.comment}" (acknowledged ${JSON.stringify(ledger.review)})`);

    const inCart =
      (
        await query('select 1 from cart_items where user_id = ? and course_id = ?', [
          student,
          world.cartCourseId,
        ])
      ).length > 0;
    if (!ledger.cart.unanswered && inCart !== ledger.cart.inCart)
      problems.push(`cart holds the course: ${inCart}, acknowledged ${ledger.cart.inCart}`);

    const positions = new Map(
      (
        await query<{ chapter_id: string; position_seconds: number }>(
          'select chapter_id, position_seconds from chapter_progress where user_id = ?',
          [student],
        )
      ).map((p) => [p.chapter_id, Number(p.position_seconds)]),
    );
    for (const [chapterId, register] of ledger.progress) {
      const stored = positions.get(chapterId) ?? null;
      if (!fits(stored === 0 ? null : stored, register))
        problems.push(`progress of ${chapterId} at ${stored} (acknowledged ${JSON.stringify(register)})`);
    }

    const attempts = new Set(
      (await query<{ id: string }>('select id from chapter_attempts where user_id = ?', [student])).map(
        (a) => a.id,
      ),
    );
    for (const id of ledger.attempts) if (!attempts.has(id)) problems.push(`quiz attempt ${id} is missing`);

    const payments = new Map(
      (await query<{ id: string; status: string }>('select id, status from payments')).map((p) => [
        p.id,
        p.status,
      ]),
    );
    for (const id of ledger.checkouts) if (!payments.has(id)) problems.push(`checkout ${id} is missing`);
    const purchases = await query<{ user_id: string; course_id: string; payment_id: string | null }>(
      'select user_id, course_id, payment_id from purchases',
    );
    const purchased = new Set(purchases.map((p) => `${p.payment_id}:${p.course_id}`));
    for (const [id, { courseId }] of ledger.paid) {
      if (payments.get(id) !== 'succeeded')
        problems.push(`acknowledged payment ${id} is ${payments.get(id)}`);
      if (!purchased.has(`${id}:${courseId}`)) problems.push(`acknowledged payment ${id} bought nothing`);
    }

    // Fulfilment is one transaction: a paid payment has every line bought (or refunded), a purchase
    // has a paid payment, and each course's learner count moved with its purchases.
    const unfulfilled = await query<{ id: string; course_id: string }>(
      `select p.id, l.course_id from payments p
       join payment_lines l on l.payment_id = p.id
       left join purchases u on u.payment_id = p.id and u.course_id = l.course_id
       where p.status = 'succeeded' and l.refunded_at is null and u.id is null`,
    );
    for (const row of unfulfilled)
      problems.push(`paid payment ${row.id} lacks the purchase of ${row.course_id}`);
    const unreceipted = await query<{ id: string }>(
      `select id from payments where status = 'succeeded' and (receipt_number is null or paid_at is null)`,
    );
    for (const row of unreceipted) problems.push(`paid payment ${row.id} has no receipt number or date`);
    for (const purchase of purchases) {
      const status = purchase.payment_id ? payments.get(purchase.payment_id) : undefined;
      if (status !== 'succeeded')
        problems.push(
          `purchase of ${purchase.course_id} by ${purchase.user_id} has no paid payment (${status})`,
        );
    }
    const offsets = await learnerCountOffsets(query);
    for (const [courseId, offset] of world.learnerOffsets) {
      if (offsets.get(courseId) !== offset)
        problems.push(
          `learners of ${courseId} moved apart from its purchases (${offset} → ${offsets.get(courseId)})`,
        );
    }
    return problems;
  });
}
