import { expect, it } from 'vitest';
import { signUpThroughApi } from '../../test/factories.js';
import { call, describeEachDatabase, errorOf, useTestApp } from '../../test/helper.js';

// Issue 26 item 3: the messages the client shows come in the asking page's language.
describeEachDatabase('messages in the page’s language', (dialect) => {
  const t = useTestApp(dialect);

  const signin = (email: string, password: string, headers: Record<string, string>) =>
    call(t.app, { method: 'POST', url: '/api/user/signin', payload: { email, password }, headers });

  it('a refusal in German from Accept-Language, in French from the cookie, in English by default', async () => {
    const user = await signUpThroughApi(t.app);
    const german = await signin(user.email, 'not-the-password-at-all', {
      'accept-language': 'de-DE,de;q=0.9',
    });
    expect(german.statusCode).toBe(401);
    expect(errorOf(german).message).toBe('E-Mail-Adresse oder Passwort ist falsch');
    const french = await signin(user.email, 'not-the-password-at-all', {
      cookie: 'locale=fr',
      'accept-language': 'de',
    });
    expect(errorOf(french).message).toBe('E-mail ou mot de passe incorrect');
    const english = await signin(user.email, 'not-the-password-at-all', {});
    expect(errorOf(english).message).toBe('Incorrect email or password');
    // The code stays the same in every language: clients branch on it, not on the words.
    expect(new Set([german, french, english].map((answer) => errorOf(answer).code)).size).toBe(1);
  });

  it('field refusals name the field and say what is wrong in the language', async () => {
    const answer = await call(t.app, {
      method: 'POST',
      url: '/api/user/signup',
      payload: { password: 'x' },
      headers: { 'accept-language': 'es' },
    });
    expect(answer.statusCode).toBe(400);
    const refusal = errorOf(answer) as { message: string; errors?: { path: string; message: string }[] };
    expect(refusal.message).toMatch(/^(email: es obligatorio|password: debe tener al menos \d+ caracteres)$/);
    expect(refusal.errors?.map((error) => error.message)).toContain('es obligatorio');
  });

  it('a success message in Spanish, and one in French from the cookie', async () => {
    const user = await signUpThroughApi(t.app);
    const welcome = await signin(user.email, user.password, { 'accept-language': 'es' });
    expect(welcome.statusCode).toBe(200);
    expect(welcome.json().message).toBe('¡Hola de nuevo!');
    const contact = await call(t.app, {
      method: 'POST',
      url: '/api/contactUs/submit',
      payload: { name: 'Ana', email: 'ana@example.com', message: 'Una pregunta sobre los cursos.' },
      headers: { cookie: 'locale=fr' },
    });
    expect(contact.statusCode).toBe(201);
    expect(contact.json().message).toBe(
      'Merci pour votre message ! Nous vous répondrons sous deux jours ouvrés.',
    );
  });
});
