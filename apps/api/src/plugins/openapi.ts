import { type DocumentedBody, securitySchemes } from '@coursewise/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifySchema {
    /** A body the handler reads itself: shown in the API document, not validated by Fastify. */
    documentedBody?: DocumentedBody;
  }
}

/** The OpenAPI document at `/api/docs/json` (and its UI at `/api/docs`), built from the route schemas. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Coursewise API', version: '1.0.0' },
      servers: [{ url: '/' }],
      components: { securitySchemes },
    },
    transform: ({ schema, url }) => ({
      schema: schema?.documentedBody ? { ...schema, body: schema.documentedBody } : schema,
      url,
    }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
