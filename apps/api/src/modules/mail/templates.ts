import type { MailMessage } from './mailer.js';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Layout {
  to: string;
  subject: string;
  siteName: string;
  greeting: string;
  paragraphs: string[];
  code?: string;
}

/** Every email has a plain-text body and a simple, inline-styled HTML body saying the same. */
function render({ to, subject, siteName, greeting, paragraphs, code }: Layout): MailMessage {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p, i) => (i === 0 && code ? [p, '', `    ${code}`, ''] : [p, ''])),
    `— ${siteName}`,
  ].join('\n');
  const codeBlock = code
    ? `<p style="font-size:28px;letter-spacing:6px;font-weight:700;color:#0c8599;margin:16px 0">${escapeHtml(code)}</p>`
    : '';
  const body = paragraphs.map((p, i) => `<p>${escapeHtml(p)}</p>${i === 0 ? codeBlock : ''}`).join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#212529;max-width:560px;margin:auto;padding:24px"><h1 style="color:#22b8cf;font-size:22px">${escapeHtml(siteName)}</h1><p>${escapeHtml(greeting)}</p>${body}<p style="color:#868e96;font-size:13px">— ${escapeHtml(siteName)}</p></body></html>`;
  return { to, subject, text, html };
}

export const verificationCodeEmail = (to: string, code: string, siteName: string) =>
  render({
    to,
    siteName,
    subject: `Your ${siteName} verification code: ${code}`,
    greeting: 'Welcome!',
    code,
    paragraphs: [
      `Enter this code to verify your email address. It expires in 15 minutes.`,
      'If you did not create an account, you can ignore this email.',
    ],
  });

export const resetCodeEmail = (to: string, code: string, siteName: string) =>
  render({
    to,
    siteName,
    subject: `Your ${siteName} password reset code: ${code}`,
    greeting: 'Hello,',
    code,
    paragraphs: [
      'Enter this code to choose a new password. It expires in 15 minutes.',
      'If you did not ask to reset your password, you can ignore this email; your password stays the same.',
    ],
  });

export const passwordChangedEmail = (to: string, siteName: string) =>
  render({
    to,
    siteName,
    subject: `Your ${siteName} password was changed`,
    greeting: 'Hello,',
    paragraphs: [
      'The password of your account was just changed, and every other signed-in device was signed out.',
      'If this was not you, reset your password now with "Forgot password?" on the sign-in page.',
    ],
  });

export const accountDeletedEmail = (to: string, siteName: string) =>
  render({
    to,
    siteName,
    subject: `Your ${siteName} account was deleted`,
    greeting: 'Goodbye,',
    paragraphs: [
      'Your account and its personal data have been erased, as you asked.',
      'Records of past sales are kept without your name, as the law requires. You are welcome back any time.',
    ],
  });

export const contactMessageEmail = (
  to: string,
  message: { name: string; email: string; subject: string | null; message: string },
  siteName: string,
) =>
  render({
    to,
    siteName,
    subject: `Contact form: ${message.subject ?? `message from ${message.name}`}`.slice(0, 200),
    greeting: `${message.name} <${message.email}> wrote through the contact form:`,
    paragraphs: [message.message, 'Reply to the address above to answer.'],
  });
