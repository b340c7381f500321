import type { Settings } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';

/**
 * The public site settings. Until operators can edit them (admin issue) they come from defaults
 * and the deployment's configuration.
 */
export async function getSettings(ctx: AppContext): Promise<Settings> {
  const { stripe, google } = ctx.config;
  const useStripe = Boolean(stripe.secretKey && stripe.publishableKey);
  return {
    siteName: 'Coursewise',
    logoUrl: null,
    contactEmail: 'hello@coursewise.local',
    social: {},
    currency: { default: 'USD', symbols: { USD: '$', GBP: '£', EUR: '€' }, rates: { GBP: 0.79, EUR: 0.92 } },
    payment: useStripe
      ? { provider: 'stripe', publishableKey: stripe.publishableKey ?? undefined }
      : { provider: 'sandbox' },
    auth: { googleClientId: google.clientId },
  };
}
