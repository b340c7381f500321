import type {
  AdminCmsPage,
  AdminCmsPageListQuery,
  AdminCmsPageSummary,
  CmsPageBody,
  Paged,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { nowIso } from '../../lib/clock.js';
import { sanitizeRichText } from '../../lib/html.js';
import { newId } from '../../lib/ids.js';
import type { StorageDriver } from '../../lib/storage/storage.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './content-admin.repository.js';
import { field, imageKeyOf, withoutUndefined } from './content-admin-shared.js';

/** CMS pages as the admin console edits them. */

import { listWindow, pagedOf } from '../../lib/admin-list.js';
import { getPage } from './content.service.js';

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

export const getAdminCmsPage = (ctx: AppContext, slug: string): Promise<AdminCmsPage> => getPage(ctx, slug);

/** Changes a page (or creates it): blocks, when sent, replace the page's in the order sent. */
export async function saveCmsPage(
  ctx: AppContext,
  actorId: string,
  slug: string,
  body: CmsPageBody,
): Promise<AdminCmsPage> {
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
  return getPage(ctx, slug);
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
