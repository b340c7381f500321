/**
 * Where each operation lives: its method and path under `/api` (Fastify style, `:id` for a path
 * parameter). Kept apart from the operations' schemas so the web app can import where to send a call
 * without bundling TypeBox and every schema; `defineOperations` adds these to the operation, so the
 * API registers its routes from the same entries.
 */

/** The HTTP methods the API's operations use (HEAD and OPTIONS: the tus upload protocol's own). */
export type OperationMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';

export interface RouteSpec {
  readonly method: OperationMethod;
  readonly url: string;
}

/** One operation's place, named by its operationId. */
export interface Route<Id extends string = string> extends RouteSpec {
  readonly id: Id;
}

export type RouteTable = Readonly<Record<string, RouteSpec>>;

type Routes<T extends RouteTable> = { readonly [K in keyof T & string]: T[K] & { readonly id: K } };

/**
 * An area's routes, keyed by operationId; each learns its own id. Marked free of side effects, so a
 * bundle drops the tables it does not call (the home route would otherwise carry every area's).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineRoutes<const T extends RouteTable>(specs: T): Routes<T> {
  const routes = Object.entries(specs).map(([id, spec]) => [id, { ...spec, id }]);
  return Object.fromEntries(routes) as Routes<T>;
}

/** The names of a path's parameters: `/courses/:id/modules/:moduleId` → `'id' | 'moduleId'`. */
export type PathParamNames<Url extends string> = Url extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Url extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's path with its parameters filled in, each encoded as one path segment. */
export function fillPath(url: string, params: Readonly<Record<string, unknown>> = {}): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new TypeError(`The path ${url} needs the parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}
