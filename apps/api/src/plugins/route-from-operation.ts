import type { OperationMethod } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { checkedAdminWrite, mustAudit } from './admin-write-audit.js';

/** A scope's instance with the TypeBox provider (`app.withTypeProvider<TypeBoxTypeProvider>()`). */
export type TypedApi = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** A contract operation: its schema, and where it lives (method, path under `/api`). */
export interface RoutedOperation extends FastifySchema {
  method: OperationMethod;
  url: string;
}

/** Route options besides the schema (hooks, limits): what a route adds to its operation. */
type Extra<S extends FastifySchema> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    TypeBoxTypeProvider
  >,
  'schema'
>;

type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  TypeBoxTypeProvider
>;

/**
 * The operation's path inside the scope `api` is registered in: the contract writes it under `/api`,
 * a scope (the admin one, at `/api/admin`) adds its own part. A path outside the scope is a mistake
 * in the contract or the registration, so it fails at start-up, not at the first request.
 */
export function scopedUrl(api: FastifyInstance, op: { url: string; operationId?: string }): string {
  const scope = api.prefix.replace(/^\/api/, '');
  if (op.url !== scope && !op.url.startsWith(`${scope}/`)) {
    throw new Error(`${op.operationId ?? op.url}: ${op.url} is outside the scope ${api.prefix}`);
  }
  return op.url.slice(scope.length);
}

/**
 * Registers a contract operation at its method and path; request and answer types come from it. An
 * admin write runs in a request unit of work that must commit an audit entry (admin-write-audit.ts).
 */
export function route<const S extends RoutedOperation>(
  api: TypedApi,
  op: S,
  handler: Handler<S>,
  extra: Extra<S> = {},
): void {
  const url = scopedUrl(api, op);
  const write = { name: op.operationId ?? `${op.method} ${op.url}`, method: op.method, prefix: api.prefix };
  if (!mustAudit(write)) {
    api.route({ ...extra, method: op.method, url, schema: op, handler });
    return;
  }
  const isProduction = api.hasDecorator('ctx') && api.ctx.config.nodeEnv === 'production';
  const audited = function (this: TypedApi, ...[request, reply]: Parameters<Handler<S>>) {
    return checkedAdminWrite(
      write,
      reply,
      isProduction,
      async () => await handler.call(this, request, reply),
    );
  };
  // The answer type of an unresolved S cannot be simplified, so TypeScript cannot see that a promise
  // of the handler's own answer is one of the answers it allows.
  api.route({ ...extra, method: op.method, url, schema: op, handler: audited as Handler<S> });
}
