import { type DocumentedBody, securitySchemes } from '@coursewise/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifySchema } from 'fastify';

declare module 'fastify' {
  interface FastifySchema {
    /** A body the handler reads itself: shown in the API document, not validated by Fastify. */
    documentedBody?: DocumentedBody;
    /** Query parameters the handler reads itself (a signed link's): documented, not validated. */
    documentedQuery?: TSchema;
    /** Path parameters the handler reads itself; a wildcard route's `*` takes the first one's name. */
    documentedParams?: TSchema;
    /** A contract operation's method and path: where it is registered, not part of its schema. */
    method?: string;
    url?: string;
  }
}

/** The schema and URL the document shows: the documented-only parts in the places OpenAPI reads. */
function documented(schema: FastifySchema | undefined, url: string): { schema: FastifySchema; url: string } {
  // Typed as always there, but a route may have none.
  if (!schema) return { schema: {}, url };
  // `method` and `url` of a contract operation say where the route is registered; the document has them already.
  const { documentedBody, documentedQuery, documentedParams, method, url: _url, ...rest } = schema;
  const wildcard = Object.keys(documentedParams?.properties ?? {})[0];
  return {
    schema: {
      ...rest,
      ...(documentedBody ? { body: documentedBody } : {}),
      ...(documentedQuery ? { querystring: documentedQuery } : {}),
      ...(documentedParams ? { params: documentedParams } : {}),
    },
    url: wildcard && url.endsWith('*') ? `${url.slice(0, -1)}:${wildcard}` : url,
  };
}

/** The OpenAPI document at `/api/docs/json` (and its UI at `/api/docs`), built from the route schemas. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Coursewise API', version: '1.0.0' },
      servers: [{ url: '/' }],
      components: { securitySchemes },
    },
    transform: ({ schema, url }) => documented(schema, url),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
