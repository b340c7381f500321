import { type Static, Type } from '@sinclair/typebox';
import { Envelope, Id } from './common.js';
import { Email } from './user.js';

export const giftLimits = { messageMax: 500, codeMax: 40 } as const;

/** `gift` of POST course/payment: the course goes to this address instead of the buyer. */
export const GiftInput = Type.Object(
  {
    email: Email,
    message: Type.Optional(Type.String({ maxLength: giftLimits.messageMax })),
  },
  { additionalProperties: false },
);
export type GiftInput = Static<typeof GiftInput>;

/** A gift as its buyer sees it (receipt, purchases): for whom, and whether it was redeemed. */
export const GiftSummary = Type.Object({
  recipientEmail: Type.String(),
  message: Type.Union([Type.String(), Type.Null()]),
  /** The code's last group (`7QX2`), so the buyer can tell codes apart; the code itself is only mailed. */
  codeHint: Type.Union([Type.String(), Type.Null()]),
  redeemedAt: Type.Union([Type.String(), Type.Null()]),
});
export type GiftSummary = Static<typeof GiftSummary>;

/**
 * POST gift/redeem. `courseId` only when the redeemer already owns the gift's course: another
 * published course whose US price is at most the gift's.
 */
export const RedeemGiftBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: giftLimits.codeMax, pattern: '^[A-Za-z0-9 -]+$' }),
    courseId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type RedeemGiftBody = Static<typeof RedeemGiftBody>;

export const RedeemedGift = Type.Object({
  course: Type.Object({ id: Type.String(), slug: Type.String(), title: Type.String() }),
  purchaseId: Type.String(),
});
export type RedeemedGift = Static<typeof RedeemedGift>;
export const RedeemGiftResponse = Envelope(RedeemedGift);

/** POST gift/check: what a code gives, before redeeming it. */
export const CheckGiftBody = Type.Object(
  { code: RedeemGiftBody.properties.code },
  { additionalProperties: false },
);
export type CheckGiftBody = Static<typeof CheckGiftBody>;

export const GiftCheck = Type.Object({
  course: Type.Object({ id: Type.String(), slug: Type.String(), title: Type.String() }),
  /** The course's US price in cents when bought: another course up to this may be chosen when it is owned. */
  priceUsd: Type.Integer(),
  /** The learner owns the gift's course already: they choose another course (`courseId`) to redeem. */
  isCourseOwned: Type.Boolean(),
});
export type GiftCheck = Static<typeof GiftCheck>;
export const GiftCheckResponse = Envelope(GiftCheck);

/**
 * The code as the recipient may type it: case, spaces and dashes do not matter, and the letters a code
 * never holds (O, I, L) read as the digits they look like.
 */
export const normalizeGiftCode = (code: string): string =>
  code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
