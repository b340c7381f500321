import { beforeAll, expect, it } from 'vitest';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import {
  createFaqs,
  createHelpArticles,
  createPage,
  createTestimonials,
} from './content-authoring.service.js';

describeEachDatabase('content pages', (dialect) => {
  const t = useTestApp(dialect);
  let termsId: string;

  beforeAll(async () => {
    for (const slug of ['home', 'about', 'faq', 'contact', 'privacy']) {
      await createPage(t.app.ctx.db, {
        slug,
        title: `${slug} page`,
        blocks: [
          {
            key: 'hero',
            title: 'Hello',
            body: '<p>Welcome <em>in</em></p><script>steal()</script><p onclick="x()">Click</p>',
            ctaLabel: 'Browse',
            ctaUrl: '/courses',
          },
          {
            key: 'second',
            title: 'More',
            body: '<a href="javascript:alert(1)">bad</a><a href="https://example.com">good</a>',
          },
        ],
      });
    }
    termsId = await createPage(t.app.ctx.db, {
      slug: 'terms',
      title: 'Terms of service',
      blocks: [{ key: 'intro', body: '<p>Terms.</p>' }],
    });
    await createFaqs(t.app.ctx.db, [
      { question: 'Second?', answer: '<p>B</p>' },
      { question: 'Third?', answer: '<p>C</p>' },
    ]);
    await createTestimonials(t.app.ctx.db, [{ name: 'Ana', role: 'Designer', quote: 'Great', rating: 5 }]);
    await createHelpArticles(t.app.ctx.db, [
      { slug: 'reset', title: 'Reset your password', category: 'Account', body: '<ol><li>Open</li></ol>' },
    ]);
  });

  const get = (url: string) => call(t.app, { method: 'GET', url });

  it.each([
    ['/api/cms/home-cms', 'home'],
    ['/api/cms/about-us-cms', 'about'],
    ['/api/cms/faq-cms', 'faq'],
    ['/api/cms/contact-us-cms', 'contact'],
    ['/api/cms/details/privacy', 'privacy'],
  ])('%s answers the %s page with its ordered, sanitised blocks', async (url, slug) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({
      slug,
      blocks: [{ key: 'hero', ctaLabel: 'Browse', ctaUrl: '/courses' }, { key: 'second' }],
    });
    expect(page.blocks[0].body).toBe('<p>Welcome <em>in</em></p><p>Click</p>');
    expect(page.blocks[1].body).not.toContain('javascript:');
    expect(page.blocks[1].body).toContain('href="https://example.com"');
  });

  it('finds a page by id as well as by slug, and 404s an unknown one', async () => {
    expect((await get(`/api/cms/details/${termsId}`)).json().data.slug).toBe('terms');
    expect((await get('/api/cms/details/terms')).json().data.id).toBe(termsId);
    const missing = await get('/api/cms/details/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This page does not exist');
    expect((await get(`/api/cms/details/${'x'.repeat(121)}`)).statusCode).toBe(400);
  });

  it('lists FAQs, testimonials and help articles in order', async () => {
    expect((await get('/api/faq/list')).json().data.map((f: { question: string }) => f.question)).toEqual([
      'Second?',
      'Third?',
    ]);
    expect((await get('/api/testimonial/list')).json().data).toEqual([
      expect.objectContaining({ name: 'Ana', rating: 5, avatarUrl: null }),
    ]);
    expect((await get('/api/help/list')).json().data).toEqual([
      expect.objectContaining({ slug: 'reset', category: 'Account', body: '<ol><li>Open</li></ol>' }),
    ]);
  });
});
