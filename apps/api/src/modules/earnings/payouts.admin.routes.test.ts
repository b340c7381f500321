import type { AdminPayoutStatement, InstructorShare, PayoutStatement } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import {
  adminCall,
  backdateLedger,
  instructorGet,
  lastMonth,
  ledgerOf,
  ownedCourse,
} from '../../../test/earnings-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { describeEachDatabase, errorOf, hugeString, useTestApp } from '../../../test/helper.js';
import { createInstructor } from '../../../test/instructor-factories.js';
import { buyCourses } from '../../../test/payment-factories.js';
import { putSettings } from '../../../test/refund-request-factories.js';

describeEachDatabase('admin payouts and instructor shares', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  let ada: TestUser;
  let ben: TestUser;
  const before = lastMonth();
  const thisMonth = new Date().toISOString().slice(0, 7);
  const NO_ID = '01900000-0000-7000-8000-000000000000';

  const auditOf = (entity: string) =>
    t.app.ctx.db.selectFrom('auditLog').select(['action', 'summary']).where('entity', '=', entity).execute();
  const payouts = async (month: string) => {
    const response = await adminCall(t.app, admin.token, 'GET', `/payouts?month=${month}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: AdminPayoutStatement[] }).data;
  };
  const markPaid = (month: string, id: string, token = admin.token, payload: unknown = {}) =>
    adminCall(t.app, token, 'POST', `/payouts/${month}/instructors/${id}/paid`, payload);

  beforeAll(async () => {
    admin = await createAdmin(t.app);
    ada = await createInstructor(t.app);
    ben = await createInstructor(t.app);
    const a = await ownedCourse(t.app, ada, 2000);
    const b = await ownedCourse(t.app, ben, 3000);
    const untaught = await ownedCourse(t.app, null, 1000);
    const old = await buyCourses(t.app, (await createLearner(t.app)).token, [a.id, b.id, untaught.id], 'EUR');
    await backdateLedger(t.app, old.id, before.at);
    await buyCourses(t.app, (await createLearner(t.app)).token, [a.id], 'USD');
  });

  it('lists every instructor’s statement of a month, never the platform’s own lines', async () => {
    const old = await payouts(before.month);
    expect(old.map((s) => s.instructor.id).sort()).toEqual([ada.id, ben.id].sort());
    const adas = old.find((s) => s.instructor.id === ada.id);
    expect(adas).toMatchObject({
      month: before.month,
      status: 'unpaid',
      paidAt: null,
      instructor: { email: ada.email },
    });
    expect(adas?.totals.map((x) => x.currency)).toEqual(['EUR']);
    expect((await payouts(thisMonth)).map((s) => s.instructor.id)).toEqual([ada.id]);
    expect(await payouts('2001-01')).toEqual([]);
  });

  it('marks a finished month paid once (audited), and the instructor sees it paid', async () => {
    const paid = await markPaid(before.month, ada.id, admin.token, { reference: ' BACS 0042 ' });
    expect(paid.statusCode, paid.body).toBe(200);
    const body = paid.json() as { data: AdminPayoutStatement; message: string };
    expect(body.message).toBe('The statement is marked paid.');
    expect(body.data).toMatchObject({
      status: 'paid',
      paidAt: expect.any(String),
      instructor: { id: ada.id },
    });
    const again = await markPaid(before.month, ada.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('This statement was already marked paid');
    expect(await auditOf('payout')).toEqual([
      {
        action: 'mark-paid',
        summary: expect.stringContaining(`Marked the ${before.month} statement of ${ada.email} paid`),
      },
    ]);
    const mine = (await instructorGet(t.app, ada.token, '/payouts')).json() as { data: PayoutStatement[] };
    expect(mine.data.map((s) => [s.month, s.status])).toEqual([
      [thisMonth, 'unpaid'],
      [before.month, 'paid'],
    ]);
    expect((await payouts(before.month)).find((s) => s.instructor.id === ben.id)?.status).toBe('unpaid');
  });

  it('refuses the current month, a statement with no lines, bad months and ids, and non-admins', async () => {
    const current = await markPaid(thisMonth, ada.id);
    expect(current.statusCode).toBe(422);
    expect(errorOf(current)).toMatchObject({ code: 'MONTH_NOT_OVER' });
    expect((await markPaid(thisMonth, ben.id)).statusCode).toBe(404);
    expect((await markPaid(before.month, NO_ID)).statusCode).toBe(404);
    expect((await markPaid('2026-13', ada.id)).statusCode).toBe(400);
    expect((await markPaid(before.month, hugeString(100))).statusCode).toBe(400);
    for (const payload of [{ reference: hugeString(201) }, { reference: 5 }, { other: 'x' }])
      expect((await markPaid(before.month, ben.id, admin.token, payload)).statusCode).toBe(400);
    for (const query of ['', '?month=', '?month=2026-1', `?month=${hugeString(50)}`, '?month=2026-11&x=1'])
      expect((await adminCall(t.app, admin.token, 'GET', `/payouts${query}`)).statusCode, query).toBe(400);
    expect((await markPaid(before.month, ben.id, ada.token)).statusCode).toBe(403);
    expect((await adminCall(t.app, ben.token, 'GET', `/payouts?month=${before.month}`)).statusCode).toBe(403);
    expect((await payouts(before.month)).find((s) => s.instructor.id === ben.id)?.status).toBe('unpaid');
  });

  it('sets and clears an instructor’s own share, audited; later sales use it, earlier lines keep theirs', async () => {
    const path = `/instructors/${ben.id}/share`;
    const shown = await adminCall(t.app, admin.token, 'GET', path);
    expect((shown.json() as { data: InstructorShare }).data).toEqual({
      instructorShare: null,
      defaultShare: 70,
    });
    const set = await adminCall(t.app, admin.token, 'PUT', path, { instructorShare: 85 });
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json() as { data: InstructorShare }).data).toEqual({ instructorShare: 85, defaultShare: 70 });
    const course = await ownedCourse(t.app, ben, 1001);
    const sale = await buyCourses(t.app, (await createLearner(t.app)).token, [course.id], 'USD');
    expect(await ledgerOf(t.app, sale.id)).toEqual([
      expect.objectContaining({ share: 85, gross: 1001, instructorNet: 850, platformFee: 151 }),
    ]);
    const same = await adminCall(t.app, admin.token, 'PUT', path, { instructorShare: 85 });
    expect(same.statusCode).toBe(200);
    const cleared = await adminCall(t.app, admin.token, 'PUT', path, { instructorShare: null });
    expect((cleared.json() as { data: InstructorShare }).data.instructorShare).toBeNull();
    expect((await auditOf('user')).map((e) => e.summary)).toEqual([
      `Changed the instructor share of ${ben.email}: the setting → 85 %`,
      `Changed the instructor share of ${ben.email}: 85 % → the setting`,
    ]);
    expect((await ledgerOf(t.app, sale.id))[0]?.share).toBe(85);
  });

  it('refuses bad shares, unknown users and a share for a non-instructor', async () => {
    const path = `/instructors/${ben.id}/share`;
    for (const payload of [
      { instructorShare: 101 },
      { instructorShare: -1 },
      { instructorShare: 50.5 },
      { instructorShare: '50' },
      {},
      { instructorShare: 5, extra: 1 },
    ]) {
      const response = await adminCall(t.app, admin.token, 'PUT', path, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response).message).toBeTruthy();
    }
    expect(
      (await adminCall(t.app, admin.token, 'PUT', `/instructors/${NO_ID}/share`, { instructorShare: 5 }))
        .statusCode,
    ).toBe(404);
    expect((await adminCall(t.app, admin.token, 'GET', `/instructors/${NO_ID}/share`)).statusCode).toBe(404);
    const learner = await createLearner(t.app);
    const refused = await adminCall(t.app, admin.token, 'PUT', `/instructors/${learner.id}/share`, {
      instructorShare: 5,
    });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).code).toBe('NOT_AN_INSTRUCTOR');
    expect((await adminCall(t.app, ben.token, 'GET', path)).statusCode).toBe(403);
  });

  it('keeps instructorShare among the settings, 0–100, audited', async () => {
    for (const instructorShare of [101, -1, 'x', 12.5]) {
      const response = await putSettings(t.app, admin.token, { instructorShare });
      expect(response.statusCode, String(instructorShare)).toBe(400);
    }
    const saved = await putSettings(t.app, admin.token, { instructorShare: 60 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as { data: { instructorShare: number } }).data.instructorShare).toBe(60);
    expect((await auditOf('settings')).at(-1)?.summary).toContain('instructorShare 70 → 60');
    const course = await ownedCourse(t.app, ada, 1000);
    const sale = await buyCourses(t.app, (await createLearner(t.app)).token, [course.id], 'USD');
    expect((await ledgerOf(t.app, sale.id))[0]).toMatchObject({ share: 60, instructorNet: 600 });
  });
});
