import type { AppContext } from '../../app-context.js';
import { hashPassword } from '../../lib/passwords.js';
import { countAccounts, createAccount } from '../../modules/account/account.records.js';

export const DEMO_LEARNER = { email: 'learner@example.com', password: 'coursewise-learner' } as const;

/** Fills an empty database with the demo accounts; answers false when there was already data. */
export async function seedDemo(ctx: AppContext): Promise<boolean> {
  if ((await countAccounts(ctx)) > 0) return false;
  await createAccount(ctx, {
    email: DEMO_LEARNER.email,
    passwordHash: await hashPassword(DEMO_LEARNER.password),
    emailVerified: true,
    firstName: 'Demo',
    lastName: 'Learner',
  });
  await createAccount(ctx, {
    email: ctx.config.admin.email,
    passwordHash: await hashPassword(ctx.config.admin.password),
    role: 'admin',
    emailVerified: true,
    firstName: 'Site',
    lastName: 'Admin',
  });
  return true;
}
