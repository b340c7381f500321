/** Whether a database error is a unique-constraint violation, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  // PostgreSQL's SQLSTATE, better-sqlite3's extended result codes.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Whether a database error is a foreign-key violation (a row others still point at), on either engine. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}
