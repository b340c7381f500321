import type { AppContext } from '../../app-context.js';
import { getProfile } from '../account/account.service.js';
import { getSettings } from '../settings/settings.service.js';
import { type FirstPaint, optional, withSettings } from './first-paint.service.js';

/**
 * The checkout's first screen for the learner whose session cookie came with the page: their profile
 * (`viewer`, so the signed-in gate opens without asking for it) and the site settings (the payment
 * provider's key). Without them the page's code waited for both answers before it even asked for the
 * order. The order is not here: the page opens it with POST course/payment, a write that a GET of the
 * page must not make (a prefetch or a reload would open payments). Null for an account that is gone.
 */
export async function checkoutFirstPaint(ctx: AppContext, userId: string): Promise<FirstPaint | null> {
  const [viewer, settings] = await Promise.all([
    optional(getProfile(ctx, userId)),
    optional(getSettings(ctx)),
  ]);
  if (!viewer) return null;
  return { data: { ...withSettings(settings, []), viewer } };
}
