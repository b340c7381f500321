/**
 * What mail says, in English: the source the other languages translate (each file is typed by this
 * one, so a missing sentence fails the typecheck). Wording with values is a function of them.
 */
export const en = {
  /** "2026-11-27 at 14:05 UTC": the time a sign-up started. */
  utcTime: (iso: string) => `${iso.slice(0, 10)} at ${iso.slice(11, 16)} UTC`,
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
