import { mkdirSync } from 'node:fs';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { ensureFirstAdmin } from './modules/account/first-admin.service.js';
import { seedDemo } from './seed/seed-demo.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const app = await buildApp(config);
  if (config.seedDemo) {
    const seeded = await seedDemo(app.ctx.db, app.ctx);
    if (seeded) app.log.info('Seeded the demo content into the empty database');
  }
  // After the seed, which makes the demo admin itself in an empty database.
  const firstAdmin = await ensureFirstAdmin(app.ctx.db, config);
  if (firstAdmin) app.log.info(`ADMIN_EMAIL: the admin account was ${firstAdmin}`);

  const close = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl;
  const lines = [
    '',
    `  Coursewise is running at ${url}`,
    `  API docs:      ${url}/api/docs`,
    config.smtpUrl ? '' : `  Dev outbox:    ${url}/api/dev/outbox   (emails land here until SMTP_URL is set)`,
    ...(config.seedDemo
      ? [
          '  Demo learner:  learner@example.com / coursewise-learner',
          '  Demo instructor: instructor@example.com / coursewise-instructor (owns one course: /studio)',
          `  Demo admin:    ${config.admin.email} / ${config.admin.password === 'coursewise-admin' ? 'coursewise-admin' : '(ADMIN_PASSWORD)'}`,
        ]
      : []),
    '',
  ].filter((line, i, all) => line !== '' || i === 0 || i === all.length - 1);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
