import type { FastifyReply } from 'fastify';

/**
 * What a route answers from a cache: JSON its own serialiser already wrote (kept, or kept and filled
 * in with the caller's values), or data for Fastify to serialise as usual.
 */
export type Answer<T> = { body: string | Buffer } | { data: T };

/** The route's own serialiser for `{ data }`, so a kept body is exactly what the route would send. */
export type Serialize<T> = (data: T) => string;

/** The route's serialiser, as `Serialize` for the cache to use. */
export const serializerOf =
  <T>(reply: FastifyReply): Serialize<T> =>
  (data) =>
    String(reply.serialize({ data }));

/** A kept answer's JSON is sent as it is; data goes back to the route to be serialised. */
export function send<T>(reply: FastifyReply, answer: Answer<T>): FastifyReply | { data: T } {
  return 'body' in answer ? reply.type('application/json; charset=utf-8').send(answer.body) : answer;
}
