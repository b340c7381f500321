import { HealthResponse, OutboxResponse } from '../dev.js';
import { defineOperations, errorResponses } from '../operation.js';

export const systemOperations = defineOperations('system', {
  getHealth: {
    method: 'GET',
    url: '/health',
    summary: 'Whether the API and its database are up',
    response: { 200: HealthResponse, ...errorResponses(503) },
  },
});

export const devOperations = defineOperations('dev', {
  listOutboxMessages: {
    method: 'GET',
    url: '/dev/outbox',
    summary: 'The development mailbox, newest first',
    description:
      'Mail sent without `SMTP_URL`. Answers only clients on the same machine (loopback); from anywhere else, and in production, it is absent (404).',
    response: { 200: OutboxResponse, ...errorResponses(404) },
  },
});
