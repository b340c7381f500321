import { type Kysely, PostgresAdapter } from 'kysely';

/** Column types that differ between the engines; the rest of a migration is shared. */
export function columnTypes(db: Kysely<unknown>) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    isPostgres,
    timestamp: isPostgres ? ('timestamptz' as const) : ('text' as const),
  };
}
