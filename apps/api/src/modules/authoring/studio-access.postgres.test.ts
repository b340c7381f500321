import type { AdminModule } from '@coursewise/contract';
import { sql } from 'kysely';
import { beforeEach, expect, it, vi } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { describeOnDatabase, errorOf, useTestApp } from '../../../test/helper.js';
import {
  createInstructor,
  createStudioCourse,
  type StudioCourse,
  studio,
} from '../../../test/instructor-factories.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { removeCoInstructor } from './course-instructors.service.js';
import { updateAdminModule } from './module-admin.service.js';
import { asTeacher } from './studio-access.js';

// The studio's course check runs in the write's transaction and holds the caller's place on the course
// until it commits. PostgreSQL runs transactions side by side, so the order is shown there: each side
// is held open at a gate until the other is seen waiting on it (state, not time). SQLite runs one
// transaction at a time, which gives the same order by construction.

/** A gate a transaction waits at, and the database backend it runs on once it is there. */
function gate() {
  let open!: () => void;
  let arrived!: (pid: number) => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const reached = new Promise<number>((resolve) => {
    arrived = resolve;
  });
  const wait = async (db: Executor) => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    arrived(rows[0]?.pid ?? 0);
    await opened;
  };
  return { open, reached, wait };
}

describeOnDatabase('the studio course check in the write’s transaction', 'postgres', (dialect) => {
  const t = useTestApp(dialect);
  let owner: TestUser;
  let co: TestUser;
  let course: StudioCourse;

  beforeEach(async () => {
    [owner, co] = await Promise.all([createInstructor(t.app), createInstructor(t.app)]);
    course = await createStudioCourse(t.app, owner);
    await studio(t.app, owner.token, 'POST', `/courses/${course.courseId}/instructors`, { email: co.email });
  });

  /** Resolves once another backend waits on a lock that `pid` holds. */
  const blockedBy = (pid: number) =>
    vi.waitFor(
      async () => {
        const { rows } = await sql<{ waiting: number }>`
          select count(*)::int as waiting from pg_stat_activity where ${pid}::int = any(pg_blocking_pids(pid))
        `.execute(t.app.ctx.db);
        expect(rows[0]?.waiting).toBeGreaterThan(0);
      },
      { timeout: 15_000, interval: 25 },
    );
  const moduleTitle = async () =>
    (
      (await studio(t.app, owner.token, 'GET', `/modules/${course.moduleId}`)).json() as {
        data: AdminModule;
      }
    ).data.title;

  it('holds a co-instructor’s removal until their write in progress commits', async () => {
    const write = gate();
    const writing = asTeacher(t.app.ctx, co.id, { moduleId: course.moduleId }, async (db) => {
      await write.wait(db);
      return updateAdminModule(db, t.app.ctx, co.id, course.moduleId, { title: 'Last write' });
    });
    const pid = await write.reached;
    const removal = studio(t.app, owner.token, 'DELETE', `/courses/${course.courseId}/instructors/${co.id}`);
    await blockedBy(pid);
    write.open();
    await writing;
    expect((await removal).statusCode).toBe(200);
    expect(await moduleTitle()).toBe('Last write');
    const late = await studio(t.app, co.token, 'PUT', `/modules/${course.moduleId}`, { title: 'Too late' });
    expect([late.statusCode, errorOf(late).message]).toEqual([404, 'This course does not exist']);
  });

  it('makes a co-instructor’s write wait for their removal in progress, then answers 404 and changes nothing', async () => {
    const removal = gate();
    const removing = inTransaction(t.app.ctx.db, t.app.ctx.effects, async (trx) => {
      await removeCoInstructor(trx, t.app.ctx, owner.id, course.courseId, co.id);
      await removal.wait(trx);
    });
    const pid = await removal.reached;
    const write = studio(t.app, co.token, 'PUT', `/modules/${course.moduleId}`, { title: 'Sneaked in' });
    await blockedBy(pid);
    removal.open();
    await removing;
    const refused = await write;
    expect([refused.statusCode, errorOf(refused).message]).toEqual([404, 'This course does not exist']);
    expect(await moduleTitle()).toBe('Basics');
  });
});
