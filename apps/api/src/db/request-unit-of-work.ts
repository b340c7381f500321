import { AsyncLocalStorage } from 'node:async_hooks';

/** What one request's transactions committed, as far as the request's checks need to know. */
export interface RequestWork {
  /** Audit entries written by the request's committed transactions. */
  audits: number;
  /** Writes that declared they changed nothing (`noteNoChange`), so had nothing to audit. */
  unchanged: number;
}

// The request a transaction runs for, carried through the handler's awaits without passing it down.
const current = new AsyncLocalStorage<RequestWork>();

/** Runs `handle` (a route handler) in a request unit of work and answers it with what was committed. */
export async function inRequestWork<T>(handle: () => Promise<T>): Promise<{ result: T; work: RequestWork }> {
  const work: RequestWork = { audits: 0, unchanged: 0 };
  const result = await current.run(work, handle);
  return { result, work };
}

/** Called by a unit of work once committed: what it audited counts for the request it ran in. */
export function countCommittedWork(audits: number, unchanged: number): void {
  const work = current.getStore();
  if (!work) return;
  work.audits += audits;
  work.unchanged += unchanged;
}
