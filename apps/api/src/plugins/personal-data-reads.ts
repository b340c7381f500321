import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { recordSecurityEvent } from '../modules/audit/audit.service.js';

/**
 * The admin reads that show learners' personal data (names, emails, purchases, messages), by the route
 * as registered, with what the audit entry calls them. `personal-data-reads.test.ts` checks each is a
 * registered route, so a renamed one cannot silently stop being recorded.
 */
export const personalDataReads: Readonly<Record<string, string>> = {
  '/api/admin/users': 'users',
  '/api/admin/users/:id': 'a user',
  '/api/admin/purchases': 'purchases',
  '/api/admin/purchases/:id': 'a purchase',
  '/api/admin/refund-requests': 'refund requests',
  '/api/admin/contact-messages': 'contact messages',
  '/api/admin/certificates': 'certificates',
  '/api/admin/reviews': 'reviews',
};

/** `search=ann, role=learner`: the filters of a list, so the entry says whose data was looked for. */
function describeQuery(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  return Object.entries(query)
    .map(([name, value]) => `${name}=${String(value)}`)
    .join(', ');
}

/**
 * An onSend hook for the admin scope: an answered read of personal data leaves a `personal-data-read`
 * entry with the admin's id and what was read (one insert before the answer leaves; refusals and
 * failures are not reads, and recording never fails the answer).
 */
export const recordPersonalDataReads =
  (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const what = personalDataReads[request.routeOptions.url ?? ''];
    if (!what || request.method !== 'GET' || reply.statusCode >= 400 || !request.userId) return payload;
    const params = request.params as Record<string, string> | undefined;
    const filters = describeQuery(request.query);
    const summary = [
      params?.id ? `Read ${what} ${params.id}` : `Listed ${what}`,
      filters ? ` (${filters})` : '',
    ].join('');
    await recordSecurityEvent(
      ctx.db,
      { action: 'personal-data-read', userId: request.userId, ip: request.ip, summary },
      request.log,
    );
    return payload;
  };
