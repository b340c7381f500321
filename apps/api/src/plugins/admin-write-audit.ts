import { inRequestWork } from '../db/request-unit-of-work.js';

/**
 * Admin writes (non-GET operations of the /api/admin scope) that may succeed without an audit entry,
 * each with its reason. Empty: every admin write changes something an operator may need to trace.
 * Add an entry only for a write that changes nothing (a preview, a dry run).
 */
export const unauditedAdminWrites: Readonly<Record<string, string>> = {};

/** What the check needs of an operation and of the scope it is registered in. */
export interface AdminWrite {
  /** The operation's id (its key in the contract); the method and path when it has none. */
  name: string;
  method: string;
  /** The scope's prefix, `/api/admin` for the admin scope (`/api/instructor` for the studio's). */
  prefix: string;
}

// The studio's writes run the admin services on an instructor's courses, so they are held to the same rule.
const auditedScopes = ['/api/admin', '/api/instructor'];

/** Whether the operation is an admin (or studio) write that must leave an audit entry when it succeeds. */
export function mustAudit(write: AdminWrite): boolean {
  const inScope = auditedScopes.some((s) => write.prefix === s || write.prefix.startsWith(`${s}/`));
  const isWrite = write.method !== 'GET' && write.method !== 'HEAD';
  return inScope && isWrite && !(write.name in unauditedAdminWrites);
}

/** What the check reads of Fastify's reply. */
interface AnsweringReply {
  statusCode: number;
  sent: boolean;
  log: { error(details: object, message: string): void };
}

/**
 * Runs an admin write's handler in a request unit of work and, when it answers 2xx having committed
 * neither an audit entry nor a declaration that nothing changed (`noteNoChange`), fails loudly: a thrown error (a 500, so the write's own success test fails)
 * outside production, an error in the log in production, where the change is committed and the
 * operator's answer should stand.
 */
export async function checkedAdminWrite<T>(
  write: AdminWrite,
  reply: AnsweringReply,
  isProduction: boolean,
  handle: () => Promise<T>,
): Promise<T> {
  const { result, work } = await inRequestWork(handle);
  const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
  if (succeeded && work.audits === 0 && work.unchanged === 0) {
    const message = `${write.name} (${write.method} under ${write.prefix}) succeeded without an audit entry`;
    if (isProduction || reply.sent) reply.log.error({ operation: write.name }, message);
    else throw new Error(message);
  }
  return result;
}
