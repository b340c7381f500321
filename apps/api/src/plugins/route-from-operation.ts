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

/** Registers a contract operation at its method and path; request and answer types come from it. */
export function route<const S extends RoutedOperation>(
  api: TypedApi,
  op: S,
  handler: Handler<S>,
  extra: Extra<S> = {},
): void {
  api.route({ ...extra, method: op.method, url: scopedUrl(api, op), schema: op, handler });
}
