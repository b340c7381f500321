import type { CmsPage, ContactBody, Faq, HelpArticle, Testimonial } from '@coursewise/contract';
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

export async function getPage(ctx: AppContext, idOrSlug: string): Promise<CmsPage> {
  const rows = await repo.findPageWithBlocks(ctx.db, idOrSlug);
  const first = rows[0];
  if (!first) throw notFound('This page does not exist');
  return {
    id: first.id,
    slug: first.slug,
    title: first.title,
    summary: first.summary,
    updatedAt: first.updatedAt,
    blocks: rows.flatMap((r) =>
      r.key
        ? [
            {
              key: r.key,
              title: r.blockTitle,
              body: r.body,
              imageUrl: r.imageKey ? ctx.storage.url(r.imageKey) : null,
              ctaLabel: r.ctaLabel,
              ctaUrl: r.ctaUrl,
            },
          ]
        : [],
    ),
  };
}

export const listFaqs = async (ctx: AppContext): Promise<Faq[]> => repo.listFaqs(ctx.db);

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

export const listHelpArticles = async (ctx: AppContext): Promise<HelpArticle[]> =>
  repo.listHelpArticles(ctx.db);

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
