import { CheckGiftBody, GiftCheckResponse, RedeemGiftBody, RedeemGiftResponse } from '../gifts.js';
import { bodyErrors, defineOperations, errorResponses, tokenRequired } from '../operation.js';
import { giftRoutes } from '../routes/gifts.js';

export const giftOperations = defineOperations(giftRoutes, 'gifts', {
  checkGift: {
    summary: 'What a gift code gives, before redeeming it',
    description:
      'The gift’s course, its US price when bought (another course up to it may be chosen when the ' +
      'learner owns it) and whether they do. Unknown and used codes are a 409 `GIFT_CODE_INVALID`, ' +
      'counted against the same limits as redeeming.',
    security: tokenRequired,
    body: CheckGiftBody,
    response: { 200: GiftCheckResponse, ...errorResponses(...bodyErrors, 401, 409, 422, 429) },
  },
  redeemGift: {
    summary: 'Redeem a gift code: the course becomes the learner’s',
    description:
      'Single use. An unknown or already redeemed code is a 409 `GIFT_CODE_INVALID` (the same message ' +
      'for both). When the learner already owns the gift’s course the answer is a 409 ' +
      '`GIFT_COURSE_OWNED` and the gift is kept: send `courseId` to take another published course whose ' +
      'US price is at most the gift’s instead (a dearer one is a 422). Rate-limited per address and account.',
    security: tokenRequired,
    body: RedeemGiftBody,
    response: { 200: RedeemGiftResponse, ...errorResponses(...bodyErrors, 401, 404, 409, 422, 429) },
  },
});
