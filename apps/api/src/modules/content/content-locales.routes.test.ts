import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import type { TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, hugeString, useTestApp } from '../../../test/helper.js';

type Body = Record<string, unknown>;

// Issue 26 item 4: CMS pages, FAQs and help articles in the site's languages, falling back to the default.
describeEachDatabase('content in the site’s languages', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Body) =>
    call(t.app, { method, url: `/api/admin/${url}`, token: admin.token, ...(payload ? { payload } : {}) });
  const publicGet = (url: string, headers: Record<string, string> = {}) =>
    call(t.app, { method: 'GET', url: `/api/${url}`, headers });

  describe('a CMS page', () => {
    beforeAll(async () => {
      const created = await send('PUT', 'cms/about', {
        title: 'About us',
        summary: 'Who we are',
        blocks: [
          {
            key: 'mission',
            title: 'Our mission',
            body: '<p>Teach well</p>',
            ctaLabel: 'Browse',
            ctaUrl: '/courses',
          },
          { key: 'team', title: 'Our team', body: '<p>Ten people</p>' },
        ],
      });
      expect(created.statusCode).toBe(200);
    });

    it('shows its words in the visitor’s language where written, the default’s elsewhere', async () => {
      const saved = await send('PUT', 'cms/about?locale=de', {
        title: 'Über uns',
        blocks: [{ key: 'mission', title: 'Unsere Mission', body: '<p>Gut lehren</p><script>x()</script>' }],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toMatchObject({ locale: 'de', isTranslated: true, translations: ['de'] });

      const german = await publicGet('cms/about-us-cms', { cookie: 'locale=de' });
      expect(german.headers.vary).toMatch(/accept-language/);
      const page = german.json().data;
      expect(page).toMatchObject({ title: 'Über uns', summary: 'Who we are', locale: 'de' });
      expect(page.blocks).toEqual([
        expect.objectContaining({
          key: 'mission',
          title: 'Unsere Mission',
          body: '<p>Gut lehren</p>',
          ctaLabel: 'Browse',
        }),
        expect.objectContaining({ key: 'team', title: 'Our team', body: '<p>Ten people</p>' }),
      ]);
      // Accept-Language negotiates it too; a language with no words of its own reads the default's.
      const viaHeader = (await publicGet('cms/about-us-cms', { 'accept-language': 'de-CH' })).json().data;
      expect(viaHeader.title).toBe('Über uns');
      const french = (await publicGet('cms/about-us-cms', { 'accept-language': 'fr' })).json().data;
      expect(french).toMatchObject({ title: 'About us', locale: 'en' });
    });

    it('lets the console read and extend a translation without losing what it had', async () => {
      await send('PUT', 'cms/about?locale=es', {
        title: 'Quiénes somos',
        summary: 'Quiénes somos y qué hacemos',
      });
      await send('PUT', 'cms/about?locale=es', { blocks: [{ key: 'team', body: '<p>Diez personas</p>' }] });
      const spanish = (await send('GET', 'cms/about?locale=es')).json().data;
      expect(spanish).toMatchObject({
        title: 'Quiénes somos',
        summary: 'Quiénes somos y qué hacemos',
        isTranslated: true,
        translations: ['de', 'es'],
      });
      expect(spanish.blocks.map((b: Body) => b.body)).toEqual(['<p>Teach well</p>', '<p>Diez personas</p>']);
      const untranslated = (await send('GET', 'cms/about?locale=fr')).json().data;
      expect(untranslated).toMatchObject({ title: 'About us', locale: 'fr', isTranslated: false });
      // The default page is unchanged by its translations.
      expect((await send('GET', 'cms/about')).json().data).toMatchObject({
        title: 'About us',
        locale: 'en',
        isTranslated: true,
      });
    });

    it('refuses a block the page has not, a picture, a blank title, an unknown language or page', async () => {
      const unknownBlock = await send('PUT', 'cms/about?locale=fr', {
        blocks: [{ key: 'history', title: 'Histoire' }],
      });
      expect(unknownBlock.statusCode).toBe(400);
      expect(errorOf(unknownBlock).message).toMatch(/blocks\.0\.key: names no block of the page/);
      const picture = await send('PUT', 'cms/about?locale=fr', {
        blocks: [{ key: 'team', imageUrl: '/uploads/x.jpg' }],
      });
      expect(picture.statusCode).toBe(400);
      expect(errorOf(picture).message).toMatch(/pictures are shared/);
      expect((await send('PUT', 'cms/about?locale=fr', { title: '  ' })).statusCode).toBe(400);
      expect((await send('PUT', 'cms/about?locale=fr', { title: hugeString(300) })).statusCode).toBe(400);
      const badLocale = await send('PUT', 'cms/about?locale=it', { title: 'Chi siamo' });
      expect(badLocale.statusCode).toBe(400);
      expect((await send('GET', 'cms/about?locale=EN')).statusCode).toBe(400);
      const noPage = await send('PUT', 'cms/nowhere?locale=fr', { title: 'Nulle part' });
      expect(noPage.statusCode).toBe(404);
      expect(errorOf(noPage).message).toMatch(/write it in the default language first/);
      // Nothing of the refused writes was kept.
      expect((await send('GET', 'cms/about?locale=fr')).json().data.isTranslated).toBe(false);
    });
  });

  describe('FAQs and help articles', () => {
    it('lists one language’s own, the default’s for a language without any', async () => {
      const english = (
        await send('POST', 'faqs', { question: 'How do refunds work?', answer: '<p>30 days</p>' })
      ).json().data;
      expect(english.locale).toBe('en');
      const german = await send('POST', 'faqs', {
        question: 'Wie funktionieren Erstattungen?',
        answer: '<p>30 Tage</p>',
        locale: 'de',
      });
      expect(german.statusCode).toBe(201);
      expect(german.json().data.locale).toBe('de');

      const questions = async (headers: Record<string, string>) =>
        (await publicGet('faq/list', headers)).json().data.map((f: Body) => f.question);
      expect(await questions({ cookie: 'locale=de' })).toEqual(['Wie funktionieren Erstattungen?']);
      expect(await questions({ 'accept-language': 'es' })).toContain('How do refunds work?');
      expect(await questions({ 'accept-language': 'es' })).not.toContain('Wie funktionieren Erstattungen?');
      expect(await questions({})).not.toContain('Wie funktionieren Erstattungen?');
      // The console lists one language's when asked, and may move an item to another language.
      const listed = (await send('GET', 'faqs?locale=de')).json().data;
      expect(listed.items.map((f: Body) => f.id)).toEqual([german.json().data.id]);
      const moved = await send('PUT', `faqs/${english.id}`, { locale: 'fr' });
      expect(moved.json().data.locale).toBe('fr');
      expect(await questions({ cookie: 'locale=fr' })).toEqual(['How do refunds work?']);
      expect((await send('POST', 'faqs', { question: 'Q?', answer: 'A', locale: 'xx' })).statusCode).toBe(
        400,
      );
    });

    it('orders one language’s items, or all of them, and nothing in between', async () => {
      const make = async (question: string, locale: string) =>
        (await send('POST', 'faqs', { question, answer: 'A', locale })).json().data.id as string;
      const [a, b] = [await make('Erste?', 'es'), await make('Segunda?', 'es')];
      const reordered = await send('PUT', 'faqs/order', { ids: [b, a] });
      expect(reordered.statusCode).toBe(200);
      const spanish = (await publicGet('faq/list', { cookie: 'locale=es' })).json().data;
      expect(spanish.map((f: Body) => f.question)).toEqual(['Segunda?', 'Erste?']);
      const other = await make('Autre ?', 'fr');
      const mixed = await send('PUT', 'faqs/order', { ids: [a, other] });
      expect(mixed.statusCode).toBe(400);
      expect(errorOf(mixed).message).toMatch(/must list all 2 FAQs in es, or all \d+/);
    });

    it('does the same for help articles', async () => {
      const created = await send('POST', 'help', {
        slug: 'konto-anlegen',
        title: 'Ein Konto anlegen',
        category: 'Konto',
        body: '<p>So geht es</p>',
        locale: 'de',
      });
      expect(created.statusCode).toBe(201);
      await send('POST', 'help', {
        slug: 'create-account',
        title: 'Create an account',
        category: 'Account',
        body: '<p>How</p>',
      });
      const titles = async (headers: Record<string, string>) =>
        (await publicGet('help/list', headers)).json().data.map((h: Body) => h.title);
      expect(await titles({ 'accept-language': 'de' })).toEqual(['Ein Konto anlegen']);
      expect(await titles({ 'accept-language': 'fr' })).toEqual(['Create an account']);
      expect((await send('GET', 'help?locale=de')).json().data.items).toHaveLength(1);
    });
  });
});
