import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { forgetCoupon, readCoupon, rememberCoupon } from '../lib/pending-coupon';

/**
 * The coupon code this visitor carries: a `?coupon=` in the address (a share link) is kept and then
 * taken off the address; otherwise the one kept earlier. `apply` and `remove` change it everywhere.
 */
export function useCoupon() {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('coupon');
  const [code, setCode] = useState<string | undefined>(() =>
    fromUrl ? rememberCoupon(fromUrl) : readCoupon(),
  );

  useEffect(() => {
    if (fromUrl === null) return;
    setCode(rememberCoupon(fromUrl) ?? readCoupon());
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('coupon');
        return next;
      },
      { replace: true },
    );
  }, [fromUrl, setParams]);

  const apply = useCallback((typed: string) => {
    const kept = rememberCoupon(typed);
    setCode(kept);
    return kept;
  }, []);
  const remove = useCallback(() => {
    forgetCoupon();
    setCode(undefined);
  }, []);
  return { code, apply, remove };
}
