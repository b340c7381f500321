import type { Locale } from '@coursewise/contract';
import { type Executor, inTransaction } from '../../db/executor.js';
import { nowIso } from '../../lib/clock.js';
import { sanitizeRichText } from '../../lib/html.js';
import { newId } from '../../lib/ids.js';
import * as repo from './content.repository.js';

/**
 * The content module's writes (used by the demo seed, later the admin console). Rich text is sanitised
 * here, on write; each takes the executor first, so several can share one transaction.
 */

export interface NewCmsBlock {
  key: string;
  title?: string | null;
  body?: string | null;
  imageKey?: string | null;
  ctaLabel?: string | null;
  ctaUrl?: string | null;
}

export interface NewCmsPage {
  slug: string;
  title: string;
  summary?: string | null;
  blocks: NewCmsBlock[];
}

/** A page's words in another language: its blocks' texts by key (what is left out reads as the default's). */
export interface NewCmsTranslation {
  slug: string;
  locale: Locale;
  title: string;
  summary?: string | null;
  blocks: Record<string, { title?: string | null; body?: string | null; ctaLabel?: string | null }>;
}

/** Writes a page's words in another language; the page (in the default language) must exist. */
export async function translatePage(db: Executor, translation: NewCmsTranslation): Promise<void> {
  const page = await repo.findPageWithBlocks(db, translation.slug);
  const pageId = page[0]?.id;
  if (!pageId) throw new Error(`No page ${translation.slug} to translate`);
  const blocks = Object.fromEntries(
    Object.entries(translation.blocks).map(([key, words]) => [
      key,
      { ...words, ...(words.body == null ? {} : { body: sanitizeRichText(words.body) }) },
    ]),
  );
  await repo.insertCmsTranslation(db, {
    pageId,
    locale: translation.locale,
    title: translation.title,
    summary: translation.summary ?? null,
    blocks: JSON.stringify(blocks),
    updatedAt: nowIso(),
  });
}

/** Creates a page with its blocks, in the order given, in one transaction (or the caller's); answers the page id. */
export async function createPage(db: Executor, page: NewCmsPage): Promise<string> {
  const id = newId();
  const blocks = page.blocks.map((block, i) => ({
    id: newId(),
    pageId: id,
    key: block.key,
    position: i + 1,
    title: block.title ?? null,
    body: block.body == null ? null : sanitizeRichText(block.body),
    imageKey: block.imageKey ?? null,
    ctaLabel: block.ctaLabel ?? null,
    ctaUrl: block.ctaUrl ?? null,
  }));
  await inTransaction(db, async (trx) => {
    await repo.insertPage(
      trx,
      { id, slug: page.slug, title: page.title, summary: page.summary ?? null, updatedAt: nowIso() },
      blocks,
    );
  });
  return id;
}

/** Adds published FAQs, positioned in the order given (answers are rich text). */
export async function createFaqs(
  db: Executor,
  faqs: { question: string; answer: string; locale?: Locale }[],
): Promise<void> {
  await repo.insertFaqs(
    db,
    faqs.map((faq, i) => ({
      id: newId(),
      question: faq.question.trim(),
      answer: sanitizeRichText(faq.answer),
      position: i + 1,
      ...(faq.locale ? { locale: faq.locale } : {}),
    })),
  );
}

/** Adds published testimonials, positioned in the order given. */
export async function createTestimonials(
  db: Executor,
  testimonials: { name: string; role: string; quote: string; rating: number; avatarKey?: string | null }[],
): Promise<void> {
  await repo.insertTestimonials(
    db,
    testimonials.map((t, i) => ({
      id: newId(),
      name: t.name.trim(),
      role: t.role.trim(),
      quote: t.quote.trim(),
      rating: t.rating,
      avatarKey: t.avatarKey ?? null,
      position: i + 1,
    })),
  );
}

/** Adds published help articles, positioned in the order given (bodies are rich text). */
export async function createHelpArticles(
  db: Executor,
  articles: { slug: string; title: string; category: string; body: string }[],
): Promise<void> {
  await repo.insertHelpArticles(
    db,
    articles.map((a, i) => ({
      id: newId(),
      slug: a.slug,
      title: a.title.trim(),
      category: a.category,
      body: sanitizeRichText(a.body),
      position: i + 1,
    })),
  );
}
