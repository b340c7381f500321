import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { AnnouncementsTable } from '../../db/schema.js';

const columns = ['id', 'courseId', 'authorId', 'title', 'body', 'createdAt'] as const;

export async function insertAnnouncement(db: Executor, row: Insertable<AnnouncementsTable>): Promise<void> {
  await db.insertInto('announcements').values(row).execute();
}

/** One page of the course's announcements, newest first (ties by id, so pages never overlap). */
export async function listAnnouncementPage(db: Executor, courseId: string, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('announcements')
      .select(columns)
      .where('courseId', '=', courseId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('announcements')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .where('courseId', '=', courseId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
