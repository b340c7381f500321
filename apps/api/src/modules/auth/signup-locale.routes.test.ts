import { LOCALE_COOKIE } from '@coursewise/contract/cookies';
import { expect, it } from 'vitest';
import { mailTo, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';

/** The first words of each language's code mail, and its subject's start. */
const EXPECTED = {
  en: { subject: 'Your Coursewise verification code: ', text: 'Welcome!', lang: 'en' },
  es: { subject: 'Tu código de verificación de Coursewise: ', text: '¡Te damos la bienvenida!', lang: 'es' },
  fr: { subject: 'Votre code de vérification Coursewise : ', text: 'Bienvenue !', lang: 'fr' },
  de: { subject: 'Ihr Bestätigungscode für Coursewise: ', text: 'Willkommen!', lang: 'de' },
} as const;

describeEachDatabase('sign-up mail in the page’s language', (dialect) => {
  const t = useTestApp(dialect);

  const signup = (email: string, headers: Record<string, string>) =>
    call(t.app, {
      method: 'POST',
      url: '/api/user/signup',
      payload: { email, password: STRONG_PASSWORD },
      headers,
    });

  it.each([
    ['en', { 'accept-language': 'en-US,en;q=0.9' }],
    ['es', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }],
    ['fr', { 'accept-language': 'fr-CH, fr;q=0.9' }],
    ['de', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' }],
  ] as const)('writes the code mail in %s, negotiated from Accept-Language', async (locale, headers) => {
    const email = uniqueEmail();
    expect((await signup(email, headers)).statusCode).toBe(201);
    const [mail] = await mailTo(t.app, email);
    const expected = EXPECTED[locale];
    expect(mail?.subject).toMatch(new RegExp(`^${expected.subject}\\d{6}$`));
    expect(mail?.text).toContain(expected.text);
    expect(mail?.html).toContain(`<html lang="${expected.lang}">`);
  });

  it('prefers the locale cookie to Accept-Language, and a resend keeps to the asking page', async () => {
    const email = uniqueEmail();
    await signup(email, { cookie: `${LOCALE_COOKIE}=fr`, 'accept-language': 'de' });
    expect((await mailTo(t.app, email))[0]?.subject).toMatch(/^Votre code de vérification/);
    const resend = await call(t.app, {
      method: 'POST',
      url: '/api/user/resend-code',
      payload: { email },
      headers: { 'accept-language': 'es' },
    });
    expect(resend.statusCode).toBe(200);
    // The first code in French, the resent one in Spanish, saying when its sign-up began as a Spanish date.
    const mails = await mailTo(t.app, email);
    expect(mails.map((mail) => mail.subject.split(':')[0]).sort()).toEqual([
      'Tu código de verificación de Coursewise',
      'Votre code de vérification Coursewise ',
    ]);
    const resent = mails.find((mail) => mail.subject.startsWith('Tu código'));
    expect(resent?.text).toMatch(/Completa el registro iniciado el \d{1,2} de \p{L}+ de \d{4}/u);
  });

  it('falls back to English for an unsupported or malformed language', async () => {
    const email = uniqueEmail();
    await signup(email, { cookie: `${LOCALE_COOKIE}=xx`, 'accept-language': 'ja, zh;q=0.9, ;;q=bad' });
    expect((await mailTo(t.app, email))[0]?.subject).toMatch(/^Your Coursewise verification code/);
  });
});
