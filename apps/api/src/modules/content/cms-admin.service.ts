import {
  type AdminCmsPage,
  type AdminCmsPageListQuery,
  type AdminCmsPageSummary,
  type CmsPageBody,
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  type Paged,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { sanitizeRichText } from '../../lib/html.js';
import { newId } from '../../lib/ids.js';
import type { StorageDriver } from '../../lib/storage/storage.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './content-admin.repository.js';
import { field, imageKeyOf, withoutUndefined } from './content-admin-shared.js';

/** CMS pages as the admin console edits them. */

import { listWindow, pagedOf } from '../../lib/admin-list.js';
import { findCmsTranslation } from './content.repository.js';
import { type CmsBlockWords, getPage, readBlockWords } from './content.service.js';

// ---- CMS pages ----------------------------------------------------------------------------------

const cmsSorts = { slug: 'slug', title: 'title', updated: 'updatedAt' } as const;

export async function listAdminCmsPages(
  db: Executor,
  query: AdminCmsPageListQuery,
): Promise<Paged<AdminCmsPageSummary>> {
  const window = listWindow(query, cmsSorts, 'asc');
  const { rows, total } = await repo.listCmsPages(db, { search: query.search }, window);
  return pagedOf(
    window,
    rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      updatedAt: r.updatedAt,
      blockCount: Number(r.blockCount ?? 0),
    })),
    total,
  );
}

/** A page as the console edits it in `locale`: its words there, the default's where it has none. */
export async function getAdminCmsPage(
  ctx: AppContext,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<AdminCmsPage> {
  const page = await getPage(ctx, slug, locale);
  const translations = (await repo.cmsTranslationLocales(ctx.db, page.id)).filter(isLocale);
  return {
    ...page,
    locale,
    isTranslated: locale === DEFAULT_LOCALE || translations.includes(locale),
    translations,
  };
}

/** Changes a page (or creates it): blocks, when sent, replace the page's in the order sent. */
export async function saveCmsPage(
  ctx: AppContext,
  actorId: string,
  slug: string,
  body: CmsPageBody,
  locale: Locale = DEFAULT_LOCALE,
): Promise<AdminCmsPage> {
  if (locale !== DEFAULT_LOCALE) return saveCmsTranslation(ctx, actorId, slug, body, locale);
  const title = body.title?.trim();
  if (title === '') throw field('title', 'must not be blank');
  const blocks = body.blocks === undefined ? undefined : await cmsBlocksOf(ctx.storage, body.blocks);
  const now = nowIso();
  await inTransaction(ctx.db, async (trx, uow) => {
    let page = await repo.findCmsPageBySlug(trx, slug);
    if (!page) {
      if (!title) throw field('title', 'is required to create a page');
      const id = newId();
      await repo.insertCmsPage(trx, {
        id,
        slug,
        title,
        summary: body.summary?.trim() || null,
        updatedAt: now,
      });
      page = { id, slug, title, summary: null, updatedAt: now };
    } else {
      const summary = body.summary === undefined ? undefined : body.summary?.trim() || null;
      await repo.updateCmsPage(trx, page.id, withoutUndefined({ title, summary, updatedAt: now }));
    }
    const pageId = page.id;
    if (blocks)
      await repo.replaceCmsBlocks(
        trx,
        pageId,
        blocks.map((b, i) => ({ ...b, id: newId(), pageId, position: i + 1 })),
      );
    await recordAudit(uow, {
      actorId,
      action: 'update',
      entity: 'cms-page',
      entityId: pageId,
      summary: `Updated page "${slug}"`,
    });
  });
  return getAdminCmsPage(ctx, slug);
}

/**
 * A page's words in another language: the default page must exist (its layout is shared); blocks name
 * its blocks by key and carry no pictures. What the body leaves out keeps what the translation had.
 */
async function saveCmsTranslation(
  ctx: AppContext,
  actorId: string,
  slug: string,
  body: CmsPageBody,
  locale: Locale,
): Promise<AdminCmsPage> {
  const title = body.title?.trim();
  if (title === '') throw field('title', 'must not be blank');
  await inTransaction(ctx.db, async (trx, uow) => {
    const page = await repo.findCmsPageBySlug(trx, slug);
    if (!page) throw notFound('This page does not exist: write it in the default language first');
    const current = await findCmsTranslation(trx, page.id, locale);
    const blocks = body.blocks
      ? translatedBlocks(body.blocks, new Set(await repo.cmsBlockKeys(trx, page.id)))
      : readBlockWords(current?.blocks ?? '{}');
    const summary = body.summary === undefined ? current?.summary : body.summary?.trim() || null;
    await repo.saveCmsTranslation(trx, {
      pageId: page.id,
      locale,
      title: title ?? current?.title ?? page.title,
      summary: summary ?? null,
      blocks: JSON.stringify(blocks),
      updatedAt: nowIso(),
    });
    await recordAudit(uow, {
      actorId,
      action: 'update',
      entity: 'cms-page',
      entityId: page.id,
      summary: `Updated page "${slug}" in ${locale}`,
    });
  });
  return getAdminCmsPage(ctx, slug, locale);
}

/** A translation's block words by key; a key the default page has no block for, or a picture, is refused. */
function translatedBlocks(
  blocks: NonNullable<CmsPageBody['blocks']>,
  keys: ReadonlySet<string>,
): Record<string, CmsBlockWords> {
  const words: Record<string, CmsBlockWords> = {};
  for (const [i, block] of blocks.entries()) {
    if (!keys.has(block.key))
      throw field(
        `blocks.${i}.key`,
        `names no block of the page ("${block.key}"): translate its blocks by key`,
      );
    if (block.key in words)
      throw field(`blocks.${i}.key`, `repeats "${block.key}": block keys must be unique`);
    if (block.imageUrl)
      throw field(`blocks.${i}.imageUrl`, 'belongs to the default language: pictures are shared');
    words[block.key] = withoutUndefined({
      title: block.title === undefined ? undefined : block.title?.trim() || null,
      body: block.body === undefined ? undefined : block.body ? sanitizeRichText(block.body) || null : null,
      ctaLabel: block.ctaLabel === undefined ? undefined : block.ctaLabel?.trim() || null,
      ctaUrl: block.ctaUrl,
    });
  }
  return words;
}

async function cmsBlocksOf(storage: StorageDriver, blocks: NonNullable<CmsPageBody['blocks']>) {
  const seen = new Set<string>();
  const rows = [];
  for (const [i, block] of blocks.entries()) {
    if (seen.has(block.key))
      throw field(`blocks.${i}.key`, `repeats "${block.key}": block keys must be unique`);
    seen.add(block.key);
    rows.push({
      key: block.key,
      title: block.title?.trim() || null,
      body: block.body ? sanitizeRichText(block.body) || null : null,
      imageKey: await imageKeyOf(storage, `blocks.${i}.imageUrl`, block.imageUrl ?? null),
      ctaLabel: block.ctaLabel?.trim() || null,
      ctaUrl: block.ctaUrl ?? null,
    });
  }
  return rows;
}
