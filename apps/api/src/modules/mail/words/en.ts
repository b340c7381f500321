/**
 * What mail says, in English: the source the other languages translate (each file is typed by this
 * one, so a missing sentence fails the typecheck). Wording with values is a function of them.
 */
export const en = {
  /** "2026-11-27 at 14:05 UTC": the time a sign-up started. */
  utcTime: (iso: string) => `${iso.slice(0, 10)} at ${iso.slice(11, 16)} UTC`,
  hello: 'Hello,',
  signin: {
    subject: (siteName: string, code: string) => `Your ${siteName} sign-in code: ${code}`,
    newPlace: (ip: string) =>
      `Someone signed in with your password from ${ip}. Many wrong passwords were tried on your account lately, so a sign-in from a new place also needs this code. It expires in 15 minutes.`,
    notYou:
      'If this was not you, your password is known to someone else: do not share this code, and change your password now.',
  },
  reset: {
    subject: (siteName: string, code: string) => `Your ${siteName} password reset code: ${code}`,
    enterCode: 'Enter this code to choose a new password. It expires in 15 minutes.',
    ignore:
      'If you did not ask to reset your password, you can ignore this email; your password stays the same.',
  },
  signupAttempt: {
    subject: (siteName: string) => `Someone tried to sign up to ${siteName} with your email`,
    tried: 'Someone just tried to create an account with this email address, which already has one.',
    ifYou:
      'If it was you, simply sign in. If you have forgotten your password, reset it with "Forgot password?" on the sign-in page.',
    ifNot: 'If it was not you, you can ignore this email: your account has not changed.',
  },
  passwordChanged: {
    subject: (siteName: string) => `Your ${siteName} password was changed`,
    changed:
      'The password of your account was just changed, and every other signed-in device was signed out.',
    notYou: 'If this was not you, reset your password now with "Forgot password?" on the sign-in page.',
  },
  accountDeleted: {
    subject: (siteName: string) => `Your ${siteName} account was deleted`,
    goodbye: 'Goodbye,',
    erased: 'Your account and its personal data have been erased, as you asked.',
    records:
      'Records of past sales are kept without your name, as the law requires. You are welcome back any time.',
  },
  verification: {
    subject: (siteName: string, code: string) => `Your ${siteName} verification code: ${code}`,
    welcome: 'Welcome!',
    enterCode: 'Enter this code to verify your email address. It expires in 15 minutes.',
    startedAt: (when: string) =>
      `It completes the sign-up started on ${when}, with the password chosen then. If you did not start a sign-up then, do not enter this code.`,
    ignore: 'If you did not create an account, you can ignore this email.',
  },
  certificate: {
    subject: (siteName: string, courseTitle: string) => `Your ${siteName} certificate: ${courseTitle}`,
    congratulations: (name: string) => `Congratulations, ${name}!`,
    passed: (courseTitle: string, score: string, issuedOn: string, number: string) =>
      `You passed the final assessment of "${courseTitle}" with ${score} on ${issuedOn}. Certificate ${number} is yours.`,
    page: 'Your certificate page, to share or add to your profile: ',
    pdf: 'Download it as a PDF: ',
    genuine: 'Anyone with the link or the QR code on the PDF can check that it is genuine.',
  },
};

export type MailWords = typeof en;
