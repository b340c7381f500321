/**
 * The messages the API writes that a learner reads (the web app shows them as toasts and under
 * fields), by their English text: each language's table must translate every one (typed by this list).
 * A message not listed goes out in English. `server-words.test.ts` checks that each is still written
 * somewhere in the API, so a reworded message is not silently left behind.
 */
export const SERVER_MESSAGES = [
  // Any request
  'Please sign in to continue',
  'You are not allowed to do that',
  'Not found',
  'Too many requests: please wait and try again',
  'Something went wrong on our side',
  'The request is not valid',
  'The request body is not valid JSON',
  'The request is too large',
  'Your session has ended. Please sign in again.',
  // Signing up and in
  'We have emailed you a 6-digit code. Enter it to verify your email.',
  'If this email is waiting for verification, we have sent it a new code.',
  'Your email is verified.',
  'Welcome back!',
  'Incorrect email or password',
  'This code is wrong or has expired. Check the latest email or ask for a new code.',
  'Too many wrong codes. Ask for a new code and try again.',
  'This account is disabled',
  'This password is too common. Choose one that is harder to guess.',
  'Your profile is complete. Welcome aboard!',
  'Sign in to complete your profile',
  'Your password has been changed. Sign in with your new password.',
  // The account
  'Your profile has been saved.',
  'Your picture has been removed.',
  'Your password has been changed. Other devices were signed out.',
  'Your current password is not correct',
  'The new password must differ from the current one',
  'You have signed out.',
  'You have signed out of every device.',
  'Your account has been deleted.',
  'Type DELETE to confirm',
  'First and last name are required',
  'The picture must be a JPEG, PNG or WebP image',
  'The picture could not be read as an image',
  // Buying
  'Added to your cart',
  'Removed from your cart',
  'Added to your wishlist',
  'Removed from your wishlist',
  'Your cart is empty',
  'You already own this course',
  'Your card was declined.',
  'Your card has insufficient funds.',
  'Your card number is not valid.',
  'The sandbox accepts test cards only: use 4242 4242 4242 4242.',
  'Payment received: the courses are yours',
  'We could not reach the payment service. Please try again in a few minutes.',
  'The code made this order free: you are enrolled',
  'The gift is redeemed: the course is yours',
  'This gift code is not valid or has been used',
  // Studying
  'This course does not exist',
  'This chapter does not exist',
  'Buy this course to open this chapter',
  'Sign in and buy this course to open this chapter',
  'Buy this course to take its assessments',
  'This chapter has no quiz',
  'You have already passed this assessment',
  'This attempt was already submitted: reload the assessment',
  'This assessment changed since it was opened: reload it for its new questions',
  'The assessment is being opened elsewhere: try again',
  'Take the final assessment first: its review shows after an attempt',
  // Writing to the school
  'Thanks for your message! We will reply within two working days.',
  // Under a field ("email: is required")
  'is required',
  'is not an accepted field',
  'must be a valid email address',
  'is too common',
  'must differ from the current password',
] as const;

export type ServerMessage = (typeof SERVER_MESSAGES)[number];

/** A field message with a number in it ("must be at least 3 characters"), by its English form. */
export type FieldPatterns = {
  atLeastCharacters: (n: string) => string;
  atMostCharacters: (n: string) => string;
  atLeast: (n: string) => string;
  atMost: (n: string) => string;
};

/**
 * The messages a learner reads that carry a value (a course's title, a number, an amount), by their
 * English form with `{name}` where the value goes. Each language writes the same placeholders.
 */
export const SERVER_PATTERNS = [
  'You already own {title}',
  'You already own {title}. The gift is kept: choose another course of up to {amount} for it.',
  '{title} is free: enrol in it from its page',
  'Your cart can hold at most {count} courses',
  'This gift covers a course of up to {amount}',
  'This gift is for {title}: redeem it without choosing a course',
] as const;

export type ServerPattern = (typeof SERVER_PATTERNS)[number];

export interface ServerWords {
  messages: Record<ServerMessage, string>;
  patterns: Record<ServerPattern, string>;
  fields: FieldPatterns;
}
