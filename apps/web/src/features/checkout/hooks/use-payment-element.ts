import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { type RefObject, useEffect, useRef, useState } from 'react';

// Stripe.js is fetched only for a Stripe payment, through the `pure` loader (which adds Stripe's script
// to the page when first called). The element is mounted with Stripe.js itself rather than through
// @stripe/react-stripe-js: a lazy chunk that imports React (as those bindings do) but not the modules
// every page shares makes the bundler split React out of the home page's common chunk (+0.2 kB gzip
// on the home route, measured with `npm run bench:size`); the loader imports nothing.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function loadStripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .catch(() => null);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

export type PaymentElementState =
  | { status: 'loading' }
  | { status: 'ready'; stripe: Stripe; elements: StripeElements }
  | { status: 'unavailable'; message?: string };

/**
 * Stripe's Payment Element for one PaymentIntent, mounted into the returned container. Another
 * client secret (another currency: another intent) mounts a fresh element.
 */
export function usePaymentElement(
  publishableKey: string,
  clientSecret: string | null,
): { containerRef: RefObject<HTMLDivElement | null>; state: PaymentElementState } {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PaymentElementState>({ status: 'loading' });

  useEffect(() => {
    if (!clientSecret) return;
    let isCurrent = true;
    let destroy = () => {};
    setState({ status: 'loading' });
    void loadStripeFor(publishableKey).then((stripe) => {
      const container = containerRef.current;
      if (!isCurrent) return;
      if (!stripe || !container) {
        setState({ status: 'unavailable' });
        return;
      }
      const elements = stripe.elements({
        clientSecret,
        appearance: { variables: { colorPrimary: '#0c8599' } },
      });
      const element = elements.create('payment');
      element.on('ready', () => {
        if (isCurrent) setState({ status: 'ready', stripe, elements });
      });
      element.on('loaderror', (event) => {
        if (isCurrent) setState({ status: 'unavailable', message: event.error.message });
      });
      element.mount(container);
      destroy = () => element.destroy();
    });
    return () => {
      isCurrent = false;
      destroy();
    };
  }, [publishableKey, clientSecret]);

  return { containerRef, state };
}
