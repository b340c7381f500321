import type { CheckGiftBody, GiftCheck, RedeemedGift, RedeemGiftBody } from '@coursewise/contract';
import { giftRoutes } from '@coursewise/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST gift/redeem: the course becomes the learner's (once). */
export function redeemGift(body: RedeemGiftBody): Promise<RedeemedGift> {
  return call(giftRoutes.redeemGift, { body });
}

/** POST gift/check: which course a code gives, its US price, and whether the learner owns it. */
export function checkGift(body: CheckGiftBody): Promise<GiftCheck> {
  return call(giftRoutes.checkGift, { body });
}

export function useRedeemGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemGift,
    // The page says why beside the code or in its alert: no toast repeating it.
    meta: { silentError: true },
    // A new course is owned: the catalogue's flags, My learning and purchases change.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useCheckGift() {
  return useMutation({ mutationFn: checkGift, meta: { silentError: true } });
}
