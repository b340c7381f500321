/**
 * What purchase, gift and refund mail says, in English: the source the other languages' commerce words
 * translate (typed by this one). Wording with values is a function of them.
 */
export const enCommerce = {
  /** "Visa ending in 4242". */
  card: (brand: string, last4: string) => `${brand} ending in ${last4}`,
  /** A course whose title is gone. */
  aCourse: 'A course',
  rows: {
    refunded: (title: string) => `${title} (refunded)`,
    giftFor: (title: string, email: string) => `${title} (gift for ${email})`,
    coupon: (code: string) => `Coupon ${code}`,
    total: 'Total',
    refundedTotal: 'Refunded',
  },
  backToCard: (amount: string) =>
    `The ${amount} goes back to the card you paid with; banks usually show it within 5 to 10 days.`,
  receipt: {
    subject: (siteName: string, number: string) => `Your ${siteName} receipt ${number}`,
    thanks: 'Thank you for your purchase!',
    paid: (number: string, paidOn: string, card: string | null) =>
      `Receipt ${number}, paid on ${paidOn}${card ? ` with your ${card}` : ''}.`,
    giftFor: (email: string) =>
      `This course is a gift for ${email}: we sent them a mail with the code to redeem it.`,
    waiting: 'Your courses are waiting for you under "My learning".',
    seeOrPrint: 'You can see or print this receipt at any time: ',
    invoice: (number: string) => `Invoice ${number} can be downloaded from the same page.`,
  },
  enrolment: {
    /** `title` when one course, else how many. */
    subject: (title: string | null, count: number) =>
      title !== null ? `You are enrolled in “${title}”` : `You are enrolled in ${count} courses`,
    welcome: 'Welcome!',
    coupon: (code: string) => `Your coupon ${code} made these courses free: nothing was charged.`,
    free: 'These courses are free: nothing was charged and there is no receipt.',
    waiting: 'They are waiting for you under "My learning".',
  },
  gift: {
    subject: (from: string, siteName: string, courseTitle: string) =>
      `${from} sent you a course on ${siteName}: ${courseTitle}`,
    gave: (from: string, courseTitle: string, siteName: string) =>
      `${from} gave you the course "${courseTitle}" on ${siteName}.`,
    wrote: (from: string) => `${from} wrote:`,
    code: 'Your gift code:',
    redeem: 'Redeem it here (sign in or create an account first): ',
    once: 'The code works once. If you already own the course, you can choose another of the same price or less.',
    /** The sender when the buyer's profile has no first name. */
    someone: 'Someone',
  },
  giftRedeemed: {
    subject: (siteName: string) => `Your ${siteName} gift was redeemed`,
    redeemed: (email: string, courseTitle: string) =>
      `The gift you sent to ${email} was redeemed: "${courseTitle}" is theirs now.`,
  },
  refund: {
    subject: (amount: string, siteName: string, number: string) =>
      `We refunded ${amount} from your ${siteName} receipt ${number}`,
    owned: (number: string) =>
      `You already owned these courses when payment ${number} went through, so we refunded them:`,
    keep: 'You keep the courses: nothing else changes.',
  },
  /** Why a checkout could not go through, the sentence before `staleRefund.notCompleted`'s own. */
  staleReason: {
    expired: (minutes: number) => `This checkout expired: its prices hold for ${minutes} minutes.`,
    /** `title` is null when the course is unknown. */
    priceChanged: (title: string | null) =>
      `The price of ${title ? `"${title}"` : 'a course in this order'} has changed since this checkout started.`,
    unavailable: (title: string | null) =>
      `${title ? `"${title}"` : 'A course in this order'} is no longer for sale.`,
  },
  staleRefund: {
    subject: (siteName: string, amount: string) => `We refunded your ${siteName} payment of ${amount}`,
    notCompleted: (reason: string) => `${reason} So we did not complete this order:`,
    nothingBought: 'Nothing was bought. You are welcome to check out again at the current price.',
  },
  courseRefunded: {
    subject: (courseTitle: string) => `Your refund for "${courseTitle}"`,
    refunded: (courseTitle: string, receiptNumber: string | null) =>
      `We have refunded your purchase of "${courseTitle}"${receiptNumber ? ` (receipt ${receiptNumber})` : ''}.`,
    noPayment: 'There was no payment to give back.',
    note: (note: string) => `A note from us: ${note}`,
    gone: 'The course is no longer in "My learning". You are welcome to buy the course again.',
    revoked: (number: string) =>
      `Your certificate ${number} for this course has been revoked with the refund: its verification page now shows it as revoked.`,
  },
  refundDeclined: {
    subject: (courseTitle: string) => `Your refund request for "${courseTitle}"`,
    declined: (courseTitle: string) =>
      `We have looked at your request for a refund of "${courseTitle}" and declined it.`,
    note: (note: string) => `Our note: ${note}`,
    stays: 'The course stays yours. Your purchases: ',
  },
};

export type CommerceWords = typeof enCommerce;
