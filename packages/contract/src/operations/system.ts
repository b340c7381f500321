import { HealthResponse, OutboxResponse } from '../dev.js';
import { defineOperations, errorResponses } from '../operation.js';
import { devRoutes, systemRoutes } from '../routes/system.js';

export const systemOperations = defineOperations(systemRoutes, 'system', {
  getHealth: {
    summary: 'Whether the API and its database are up',
    response: { 200: HealthResponse, ...errorResponses(503) },
  },
});

export const devOperations = defineOperations(devRoutes, 'dev', {
  listOutboxMessages: {
    summary: 'The development mailbox, newest first',
    description:
      'Mail sent without `SMTP_URL`. Answers only clients on the same machine (loopback); from anywhere else, and in production, it is absent (404).',
    response: { 200: OutboxResponse, ...errorResponses(404) },
  },
});
