import { expect, it } from 'vitest';
import { mailTo, signUpThroughApi } from '../../../test/factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';

// Issue 26 item 3: account mail goes out in the language the account chose, else the asking page's.
describeEachDatabase('account mail in the recipient’s language', (dialect) => {
  const t = useTestApp(dialect);

  const forgot = (email: string, acceptLanguage: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email },
      headers: { 'accept-language': acceptLanguage },
    });
  const chooseLocale = (token: string, locale: string) =>
    call(t.app, { method: 'PUT', url: '/api/user/profile-update', token, payload: { locale } });
  const newest = async (email: string, subjectStart: RegExp) =>
    (await mailTo(t.app, email)).find((mail) => subjectStart.test(mail.subject));

  it('a reset code follows the asking page for an account that never chose, and the choice once made', async () => {
    const user = await signUpThroughApi(t.app);
    expect((await forgot(user.email, 'fr-FR,fr;q=0.9')).statusCode).toBe(200);
    const french = await newest(user.email, /^Votre code de réinitialisation/);
    expect(french?.text).toContain('Saisissez ce code pour choisir un nouveau mot de passe.');
    expect(french?.html).toContain('<html lang="fr">');

    expect((await chooseLocale(user.token, 'de')).statusCode).toBe(200);
    await forgot(user.email, 'es');
    const german = await newest(user.email, /^Ihr Code zum Zurücksetzen des Passworts/);
    expect(german?.text).toContain('Geben Sie diesen Code ein, um ein neues Passwort zu wählen.');
    expect(await newest(user.email, /^Tu código para restablecer/)).toBeUndefined();
  });

  it('a changed password is confirmed in the account’s language', async () => {
    const user = await signUpThroughApi(t.app);
    await chooseLocale(user.token, 'es');
    const changed = await call(t.app, {
      method: 'POST',
      url: '/api/user/change-password',
      token: user.token,
      payload: { currentPassword: user.password, newPassword: `${user.password}-nueva` },
    });
    expect(changed.statusCode).toBe(200);
    const mail = await newest(user.email, /^Se ha cambiado tu contraseña de Coursewise$/);
    expect(mail?.text).toContain('se ha cerrado la sesión en todos los demás dispositivos');
  });

  it('signing up again with a taken address warns its owner in the owner’s language', async () => {
    const user = await signUpThroughApi(t.app);
    await chooseLocale(user.token, 'fr');
    await call(t.app, {
      method: 'POST',
      url: '/api/user/signup',
      payload: { email: user.email, password: 'another-long-phrase-42' },
      headers: { 'accept-language': 'de' },
    });
    const mail = await newest(user.email, /^Quelqu’un a essayé de s’inscrire sur Coursewise/);
    expect(mail?.text).toContain('Si c’était vous, connectez-vous simplement.');
  });
});
