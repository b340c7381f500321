import type { OperationId, Operations, PathParamNames } from '@coursewise/contract';
import type { Static, TSchema } from '@sinclair/typebox';

/**
 * What a call of each operation sends and what it answers, read from the contract's operation types
 * alone (no schema is bundled): renaming a path parameter, a query or body field, or a field of an
 * answer fails `npm run typecheck` at every caller.
 */
type Op<Id extends OperationId> = Operations[Id];

type SuccessStatus = 200 | 201 | 202;
type SuccessSchemas<R> = R[SuccessStatus & keyof R];
type Json<S> = S extends TSchema ? Static<S> : unknown;
type DataOf<B> = B extends { data: infer D } ? D : B;

/**
 * The `data` of the operation's success envelope (the whole body when it has none); an operation
 * with two successes (sign-up: 201 started, 200 signed in) answers either, for the caller to tell apart.
 */
export type Answer<Id extends OperationId> = DataOf<Json<SuccessSchemas<Op<Id>['response']>>>;

type ParamNames<Id extends OperationId> = PathParamNames<Op<Id>['url']>;
type ParamsInput<Id extends OperationId> = [ParamNames<Id>] extends [never]
  ? { params?: never }
  : { params: Record<ParamNames<Id>, string | number> };

type QueryInput<Id extends OperationId> =
  Op<Id> extends { querystring: infer Q extends TSchema }
    ? object extends Static<Q>
      ? { query?: Static<Q> }
      : { query: Static<Q> }
    : { query?: never };

type JsonContent<C> = C extends { 'application/json': { schema: infer S extends TSchema } }
  ? Static<S>
  : never;
type BodyInput<Id extends OperationId> =
  Op<Id> extends { body: infer B extends TSchema }
    ? { body: Static<B> }
    : Op<Id> extends { documentedBody: { content: infer C } }
      ? { body: FormData | JsonContent<C> }
      : { body?: never };

/**
 * `{ params, query, body, signal }` as the operation takes them; what it does not take is refused.
 * `keepalive` lets the call outlive the page (fetch's own option).
 */
export type CallInput<Id extends OperationId> = ParamsInput<Id> &
  QueryInput<Id> &
  BodyInput<Id> & { signal?: AbortSignal; keepalive?: boolean };

/** The input may be left out when nothing in it is required. */
export type CallArgs<Id extends OperationId> =
  object extends CallInput<Id> ? [input?: CallInput<Id>] : [input: CallInput<Id>];

/** What `call` reads of any input at run time. */
export interface UntypedInput {
  params?: Readonly<Record<string, unknown>>;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
  keepalive?: boolean;
}
