import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';

/** The cheapest statement that proves the database answers. */
export async function pingDatabase(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}
