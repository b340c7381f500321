import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import type { TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, hugeString, useTestApp } from '../../../test/helper.js';
import { photo } from '../../../test/images.js';
import { multipart } from '../../../test/multipart.js';

type Body = Record<string, unknown>;

describeEachDatabase('admin content', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  let imageUrl: string;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
    const form = multipart({ area: 'home-content' }, [
      { field: 'file', filename: 'hero.jpg', contentType: 'image/jpeg', data: await photo('jpeg', 800, 400) },
    ]);
    imageUrl = (
      await call(t.app, { method: 'POST', url: '/api/admin/uploads', token: admin.token, ...form })
    ).json().data.url;
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Body) =>
    call(t.app, { method, url: `/api/admin/${url}`, token: admin.token, ...(payload ? { payload } : {}) });
  const publicGet = (url: string) => call(t.app, { method: 'GET', url: `/api/${url}` });
  const auditFor = async (entity: string) =>
    (await send('GET', `audit?entity=${entity}&limit=100`)).json().data.items as {
      action: string;
      entityId: string;
    }[];

  describe('FAQs', () => {
    it('creates, lists, searches, edits, reorders and deletes, each shown to visitors at once', async () => {
      const first = await send('POST', 'faqs', {
        question: 'How do refunds work?',
        answer: '<p>Within 30 days</p><script>x()</script>',
      });
      expect(first.statusCode).toBe(201);
      const faq = first.json().data;
      expect(faq).toMatchObject({
        question: 'How do refunds work?',
        answer: '<p>Within 30 days</p>',
        published: true,
        position: 1,
      });
      const second = (
        await send('POST', 'faqs', { question: 'Can I pay in euros?', answer: 'Yes', published: false })
      ).json().data;
      expect(second.position).toBe(2);

      const list = (await send('GET', 'faqs')).json().data;
      expect(list).toMatchObject({ page: 1, total: 2 });
      expect(list.items.map((f: Body) => f.id)).toEqual([faq.id, second.id]);
      expect((await send('GET', 'faqs?search=EUROS')).json().data.items.map((f: Body) => f.id)).toEqual([
        second.id,
      ]);
      expect((await send('GET', 'faqs?published=false')).json().data.total).toBe(1);
      expect((await publicGet('faq/list')).json().data.map((f: Body) => f.id)).toEqual([faq.id]);

      const edited = await send('PUT', `faqs/${second.id}`, {
        published: true,
        question: 'Can I pay in EUR?',
      });
      expect(edited.json().data).toMatchObject({
        question: 'Can I pay in EUR?',
        answer: 'Yes',
        published: true,
      });
      expect((await send('PUT', 'faqs/order', { ids: [second.id, faq.id] })).statusCode).toBe(200);
      expect((await publicGet('faq/list')).json().data.map((f: Body) => f.question)).toEqual([
        'Can I pay in EUR?',
        'How do refunds work?',
      ]);

      expect((await send('DELETE', `faqs/${faq.id}`)).json().message).toBe('Deleted');
      expect((await send('GET', `faqs/${faq.id}`)).statusCode).toBe(404);
      expect((await publicGet('faq/list')).json().data).toHaveLength(1);
      expect((await auditFor('faq')).map((e) => e.action)).toEqual(
        expect.arrayContaining(['create', 'update', 'order', 'delete']),
      );
    });

    it.each([
      ['POST', 'faqs', { question: 'Q?' }, 'answer: is required'],
      ['POST', 'faqs', { question: 42, answer: 'A' }, 'question: must be a string'],
      ['POST', 'faqs', { question: '   ', answer: 'A' }, 'question: must not be blank'],
      [
        'POST',
        'faqs',
        { question: 'Q?', answer: '<script>alert(1)</script>' },
        'answer: has no text left once unsafe markup is removed',
      ],
      [
        'POST',
        'faqs',
        { question: 'x'.repeat(301), answer: 'A' },
        'question: must be at most 300 characters',
      ],
      ['POST', 'faqs', { question: 'Q?', answer: 'A', position: 1 }, 'position: is not an accepted field'],
      ['PUT', 'faqs/order', { ids: ['not-a-faq'] }, 'ids: has ids that are not FAQs: not-a-faq'],
    ])('%s %s %j → 400 %s', async (method, url, body, message) => {
      const before = (await send('GET', 'faqs')).json().data;
      const response = await send(method as 'POST', url, body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(message);
      expect((await send('GET', 'faqs')).json().data).toEqual(before);
    });

    it('refuses an order that leaves some out, an empty change, an unknown id and a huge body', async () => {
      const a = (await send('POST', 'faqs', { question: 'A?', answer: 'A' })).json().data;
      const order = await send('PUT', 'faqs/order', { ids: [a.id] });
      const total = (await send('GET', 'faqs')).json().data.total;
      if (total > 1) expect(errorOf(order).message).toBe(`ids: must list all ${total} FAQs`);
      expect((await send('PUT', `faqs/${a.id}`, {})).statusCode).toBe(400);
      expect(
        (await send('PUT', 'faqs/0190aaaa-0000-7000-8000-000000000000', { question: 'B?' })).statusCode,
      ).toBe(404);
      expect((await send('DELETE', 'faqs/0190aaaa-0000-7000-8000-000000000000')).statusCode).toBe(404);
      expect((await send('POST', 'faqs', { question: 'Q', answer: hugeString() })).statusCode).toBe(413);
      expect((await send('GET', 'faqs?sort=secret')).statusCode).toBe(400);
    });
  });

  describe('testimonials', () => {
    it('creates with an uploaded avatar, edits, clears it, deletes', async () => {
      const created = await send('POST', 'testimonials', {
        name: 'Ana',
        role: 'Designer',
        quote: 'Great',
        rating: 5,
        avatarUrl: imageUrl,
      });
      expect(created.statusCode).toBe(201);
      const item = created.json().data;
      expect(item).toMatchObject({ name: 'Ana', rating: 5, avatarUrl: imageUrl, published: true });
      expect((await publicGet('testimonial/list')).json().data).toContainEqual(
        expect.objectContaining({ id: item.id, avatarUrl: imageUrl }),
      );
      const edited = (await send('PUT', `testimonials/${item.id}`, { avatarUrl: null, rating: 4 })).json()
        .data;
      expect(edited).toMatchObject({ avatarUrl: null, rating: 4, quote: 'Great' });
      expect((await send('GET', 'testimonials?sort=rating&order=desc')).json().data.items[0].id).toBe(
        item.id,
      );
      expect((await send('DELETE', `testimonials/${item.id}`)).statusCode).toBe(200);
      expect((await auditFor('testimonial')).filter((e) => e.entityId === item.id)).toHaveLength(3);
    });

    it.each([
      [{ name: 'B', quote: 'Q', rating: 6 }, 'rating: must be at most 5'],
      [{ name: 'B', quote: 'Q', rating: 4.5 }, 'rating: must be an integer'],
      [
        { name: 'B', quote: 'Q', rating: 4, avatarUrl: 'https://evil.example/x.png' },
        'avatarUrl: must be the url of an uploaded image',
      ],
      [
        { name: 'B', quote: 'Q', rating: 4, avatarUrl: '/uploads/home-content/none/800.webp' },
        'avatarUrl: must be the url of an uploaded image',
      ],
      [
        { name: 'B', quote: 'Q', rating: 4, avatarUrl: '/uploads/../data/coursewise.db' },
        'avatarUrl: must be the url of an uploaded image',
      ],
    ])('refuses %j', async (body, message) => {
      const before = (await send('GET', 'testimonials')).json().data.total;
      const response = await send('POST', 'testimonials', body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(message);
      expect((await send('GET', 'testimonials')).json().data.total).toBe(before);
    });
  });

  describe('help articles', () => {
    it('creates, refuses a taken address with 409, edits, reorders, deletes', async () => {
      const a = (
        await send('POST', 'help', {
          slug: 'reset-password',
          title: 'Reset',
          category: 'Account',
          body: '<ol><li>Open</li></ol>',
        })
      ).json().data;
      const b = (
        await send('POST', 'help', {
          slug: 'refunds',
          title: 'Refunds',
          category: 'Payments',
          body: 'Ask us',
        })
      ).json().data;
      const taken = await send('POST', 'help', { slug: 'refunds', title: 'Other', category: 'X', body: 'Y' });
      expect(taken.statusCode).toBe(409);
      expect(errorOf(taken).message).toBe('Another help article already uses the address "refunds"');
      expect((await send('PUT', `help/${a.id}`, { slug: 'refunds' })).statusCode).toBe(409);
      expect(
        (await send('PUT', `help/${a.id}`, { slug: 'reset-password', title: 'Reset your password' })).json()
          .data.title,
      ).toBe('Reset your password');
      expect((await send('PUT', 'help/order', { ids: [b.id, a.id] })).statusCode).toBe(200);
      expect((await publicGet('help/list')).json().data.map((h: Body) => h.slug)).toEqual([
        'refunds',
        'reset-password',
      ]);
      expect((await send('GET', 'help?search=payments')).json().data.items.map((h: Body) => h.id)).toEqual([
        b.id,
      ]);
      expect(
        (await send('POST', 'help', { slug: 'Bad Slug', title: 'T', category: 'C', body: 'B' })).statusCode,
      ).toBe(400);
      expect((await send('DELETE', `help/${b.id}`)).statusCode).toBe(200);
      expect((await publicGet('help/list')).json().data.map((h: Body) => h.slug)).toEqual(['reset-password']);
    });
  });

  describe('CMS pages', () => {
    it('creates a page, replaces its blocks in order with sanitised HTML, and shows it publicly at once', async () => {
      const created = await send('PUT', 'cms/home', {
        title: 'Home',
        blocks: [
          {
            key: 'hero',
            title: 'Learn',
            body: '<p onclick="x()">Hi</p><script>steal()</script>',
            imageUrl,
            ctaLabel: 'Browse',
            ctaUrl: '/courses',
          },
          { key: 'second', body: '<a href="javascript:alert(1)">bad</a>' },
        ],
      });
      expect(created.statusCode).toBe(200);
      expect(created.json().data.blocks).toEqual([
        { key: 'hero', title: 'Learn', body: '<p>Hi</p>', imageUrl, ctaLabel: 'Browse', ctaUrl: '/courses' },
        {
          key: 'second',
          title: null,
          body: '<a rel="noopener noreferrer">bad</a>',
          imageUrl: null,
          ctaLabel: null,
          ctaUrl: null,
        },
      ]);
      expect((await publicGet('cms/home-cms')).json().data.blocks[0].body).toBe('<p>Hi</p>');

      const reordered = await send('PUT', 'cms/home', {
        blocks: [
          { key: 'second', body: '<p>Now first</p>' },
          { key: 'hero', title: 'Learn more' },
        ],
      });
      expect(reordered.json().data).toMatchObject({
        title: 'Home',
        blocks: [{ key: 'second' }, { key: 'hero', title: 'Learn more', imageUrl: null }],
      });
      expect((await publicGet('cms/home-cms')).json().data.blocks.map((b: Body) => b.key)).toEqual([
        'second',
        'hero',
      ]);
      expect((await send('PUT', 'cms/home', { summary: 'Front page' })).json().data.blocks).toHaveLength(2);

      const list = (await send('GET', 'cms?search=home')).json().data;
      expect(list.items).toEqual([expect.objectContaining({ slug: 'home', blockCount: 2 })]);
      expect((await send('GET', 'cms/home')).json().data.summary).toBe('Front page');
      expect((await send('GET', 'cms/nothing-here')).statusCode).toBe(404);
      expect((await auditFor('cms-page')).length).toBeGreaterThanOrEqual(3);
    });

    it.each([
      ['privacy', { blocks: [] }, 'title: is required to create a page'],
      [
        'home',
        { blocks: [{ key: 'a' }, { key: 'a' }] },
        'blocks.1.key: repeats "a": block keys must be unique',
      ],
      [
        'home',
        { blocks: [{ key: 'a', ctaUrl: 'javascript:alert(1)' }] },
        'blocks.0.ctaUrl: has an invalid format',
      ],
      [
        'home',
        { blocks: [{ key: 'a', imageUrl: 'https://elsewhere.example/a.png' }] },
        'blocks.0.imageUrl: must be the url of an uploaded image',
      ],
      ['home', {}, 'body: must NOT have fewer than 1 properties'],
      ['home', { title: 'x'.repeat(201) }, 'title: must be at most 200 characters'],
    ])('PUT cms/%s %j → 400', async (page, body, message) => {
      const before = (await send('GET', 'cms?limit=100')).json().data;
      const stored = (await send('GET', 'cms/home')).json();
      const response = await send('PUT', `cms/${page}`, body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(message);
      expect((await send('GET', 'cms?limit=100')).json().data).toEqual(before);
      expect((await send('GET', 'cms/home')).json()).toEqual(stored);
    });

    it('refuses a page address that is not a slug', async () => {
      expect((await send('PUT', 'cms/..%2Fsecret', { title: 'x' })).statusCode).toBe(400);
    });
  });
});
