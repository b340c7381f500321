import {
  type CmsPage,
  type ContactBody,
  DEFAULT_LOCALE,
  type Faq,
  type HelpArticle,
  type Locale,
  type Testimonial,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { srcSetOf } from '../../lib/images.js';
import { rules } from '../../lib/rate-limit/rate-limiter.js';
import { contactMessageEmail } from '../mail/templates.js';
import { getEditableSettings } from '../settings/settings.service.js';
import * as repo from './content.repository.js';

/** A block's words in another language, by the block's key (what is absent reads as the default's). */
export interface CmsBlockWords {
  title?: string | null;
  body?: string | null;
  ctaLabel?: string | null;
  ctaUrl?: string | null;
}

/** The stored JSON of a translation's blocks; anything unreadable counts as no words. */
export function readBlockWords(json: string): Record<string, CmsBlockWords> {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, CmsBlockWords>)
      : {};
  } catch {
    return {};
  }
}

/** Where a translation has a word, it; else the default's. */
const wordOr = <T>(translated: T | undefined, fallback: T): T =>
  translated === undefined ? fallback : translated;

/**
 * A CMS page in `locale`: its layout once, its words in that language where written, the default
 * language's elsewhere (ARCHITECTURE §9, issue 26). `locale` in the answer says which language the
 * page's own words are in.
 */
export async function getPage(
  ctx: AppContext,
  idOrSlug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<CmsPage> {
  const rows = await repo.findPageWithBlocks(ctx.db, idOrSlug);
  const first = rows[0];
  if (!first) throw notFound('This page does not exist');
  const translation =
    locale === DEFAULT_LOCALE ? undefined : await repo.findCmsTranslation(ctx.db, first.id, locale);
  const words = translation ? readBlockWords(translation.blocks) : {};
  return {
    id: first.id,
    slug: first.slug,
    title: translation?.title ?? first.title,
    summary: translation ? wordOr(translation.summary ?? undefined, first.summary) : first.summary,
    updatedAt:
      translation && translation.updatedAt > first.updatedAt ? translation.updatedAt : first.updatedAt,
    locale: translation ? locale : DEFAULT_LOCALE,
    blocks: rows.flatMap((r) => {
      if (!r.key) return [];
      const own = words[r.key] ?? {};
      return [
        {
          key: r.key,
          title: wordOr(own.title, r.blockTitle),
          body: wordOr(own.body, r.body),
          imageUrl: r.imageKey ? ctx.storage.url(r.imageKey) : null,
          ctaLabel: wordOr(own.ctaLabel, r.ctaLabel),
          ctaUrl: wordOr(own.ctaUrl, r.ctaUrl),
        },
      ];
    }),
  };
}

/** One language's FAQs; a language without any of its own shows the default's. */
export async function listFaqs(ctx: AppContext, locale: Locale = DEFAULT_LOCALE): Promise<Faq[]> {
  const own = await repo.listFaqs(ctx.db, locale);
  return own.length || locale === DEFAULT_LOCALE ? own : repo.listFaqs(ctx.db, DEFAULT_LOCALE);
}

export async function listTestimonials(ctx: AppContext): Promise<Testimonial[]> {
  const rows = await repo.listTestimonials(ctx.db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    role: r.role,
    quote: r.quote,
    rating: r.rating,
    avatarUrl: r.avatarKey ? ctx.storage.url(r.avatarKey) : null,
    avatarSrcSet: srcSetOf(ctx.storage, r.avatarKey),
  }));
}

/** One language's help articles; a language without any of its own shows the default's. */
export async function listHelpArticles(
  ctx: AppContext,
  locale: Locale = DEFAULT_LOCALE,
): Promise<HelpArticle[]> {
  const own = await repo.listHelpArticles(ctx.db, locale);
  return own.length || locale === DEFAULT_LOCALE ? own : repo.listHelpArticles(ctx.db, DEFAULT_LOCALE);
}

/**
 * Stores a contact message and mails it to the site's contact address. A filled honeypot field marks a
 * bot: it is answered like a person (so it learns nothing) but nothing is stored or sent.
 */
export async function submitContact(
  db: Executor,
  ctx: Pick<AppContext, 'limiter' | 'mailer'>,
  ip: string,
  body: ContactBody,
): Promise<void> {
  await ctx.limiter.consume(rules.contactIp, ip);
  if (body.website?.trim()) return;
  const message = {
    id: newId(),
    name: body.name.trim(),
    email: body.email.trim(),
    subject: body.subject?.trim() || null,
    message: body.message.trim(),
    ip,
    createdAt: nowIso(),
  };
  await repo.insertContactMessage(db, message);
  const settings = await getEditableSettings(db);
  await ctx.mailer.send(contactMessageEmail(settings.contactEmail, message, settings.siteName));
}
