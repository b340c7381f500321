import { SettingsResponse } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { getSettings } from './settings.service.js';

export async function settingsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/setting/details',
    { schema: { tags: ['content'], response: { 200: SettingsResponse } } },
    async () => ({
      data: await getSettings(ctx),
    }),
  );
}
