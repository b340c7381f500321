import type { FastifyInstance } from 'fastify';

/** The answer to a request that reaches the server after it began to close. */
export const SHUTTING_DOWN = {
  message: 'The server is restarting: please try again in a moment',
  code: 'SHUTTING_DOWN',
} as const;

/** How long a connection left idle by a closing server may still bring a request (answered 503). */
export const IDLE_GRACE_MS = 1000;

/**
 * A graceful close (SIGTERM, or any `app.close()`), in our shape. The server stops listening at once
 * (a new connection is refused: nothing was sent). Requests already running finish, and their answers
 * say `Connection: close`. A request arriving on a connection opened before gets 503 with
 * `Connection: close`, `Retry-After` and `{message, code}`; Fastify's own 503 (`return503OnClosing`,
 * off in buildApp) has a shape of its own.
 *
 * Node's `server.close()` closes idle connections at once, and a kept-alive connection counts as idle
 * until the first bytes of its next request are read: a request a client had just sent would be cut.
 * Idle connections are closed after IDLE_GRACE_MS instead (and again each period, for connections an
 * answer begun before the close leaves idle), so such a request gets the 503.
 */
export function registerClosing(app: FastifyInstance): void {
  let closing = false;
  // preClose runs when close() starts, before the server stops listening and waits for its requests.
  app.addHook('preClose', async () => {
    closing = true;
    const server = app.server;
    if (!server.listening) return; // an app that never listened (tests use inject)
    const closeIdle = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => {};
    // setImmediate: the loop's poll phase first reads what already arrived (a starved process can wake
    // with a request's first bytes waiting), so a connection that carries a request is no longer idle.
    const timer = setInterval(() => setImmediate(closeIdle), IDLE_GRACE_MS);
    server.once('close', () => clearInterval(timer));
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .status(503)
      .headers({ connection: 'close', 'retry-after': '5', 'cache-control': 'no-store' })
      .send(SHUTTING_DOWN);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
