import {
  type AdminCaptionTrack,
  type CaptionTrackBody,
  parseWebVtt,
  uploadLimits,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { privateUploadKey } from '../../lib/uploaded-key.js';
import { recordAudit } from '../audit/audit.service.js';
import * as captions from '../courses/chapter-captions.service.js';
import * as records from '../courses/outline-records.service.js';

/**
 * A chapter's caption tracks in the console and the studio: one WebVTT file per BCP 47 language. The
 * file is uploaded first (area `captions`, private storage) and named here by its key; it must hold
 * parseable cues. Writes are audited on the chapter; a replaced or removed file is deleted after the
 * commit unless another track still names it.
 */

type CaptionsContext = Pick<AppContext, 'effects' | 'privateStorage' | 'mediaLinks'>;
const CHAPTER_MISSING = 'This chapter does not exist';
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** What a write answers: the track, and a file no longer named by this chapter (to remove once committed). */
export interface CaptionWrite<T> {
  result: T;
  releasedKey: string | null;
}

const toTrack = (ctx: Pick<AppContext, 'mediaLinks'>, row: captions.CaptionRecord): AdminCaptionTrack => ({
  language: row.language,
  label: row.label,
  url: ctx.mediaLinks.url(row.storageKey),
  key: row.storageKey,
  createdAt: row.createdAt,
});

const fieldError = (path: string, message: string) => badRequest(`${path}: ${message}`, [{ path, message }]);

/** The English name of a well-formed tag the platform can name ("pt-BR" → "Brazilian Portuguese"); else 400. */
export function languageName(language: string): string {
  const primary = language.split('-')[0] ?? '';
  const name = languageNames.of(language);
  if (!name || !languageNames.of(primary)) throw fieldError('language', 'is not a known language');
  return name;
}

async function findChapterOr404(db: Executor, chapterId: string) {
  const chapter = await records.findChapter(db, chapterId);
  if (!chapter) throw notFound(CHAPTER_MISSING);
  return chapter;
}

export async function listChapterCaptions(
  db: Executor,
  ctx: Pick<AppContext, 'mediaLinks'>,
  chapterId: string,
): Promise<AdminCaptionTrack[]> {
  await findChapterOr404(db, chapterId);
  return (await captions.listCaptions(db, [chapterId])).map((row) => toTrack(ctx, row));
}

/** Reads the uploaded file (at most the captions upload limit) and checks it is WebVTT with cues. */
async function checkCaptionsFile(ctx: CaptionsContext, captionsUrl: string): Promise<string> {
  const key = await privateUploadKey(ctx.privateStorage, captionsUrl, 'captionsUrl');
  const stat = await ctx.privateStorage.stat(key);
  if (!stat || stat.size > uploadLimits.captionsMaxBytes) {
    throw fieldError('captionsUrl', 'must be a WebVTT captions upload (at most 1 MB)');
  }
  const chunks: Buffer[] = [];
  for await (const chunk of (await ctx.privateStorage.read(key)) as AsyncIterable<Buffer>) chunks.push(chunk);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw fieldError('captionsUrl', 'must be a WebVTT file (UTF-8 text)');
  }
  const parsed = parseWebVtt(text);
  if (!parsed.ok) throw fieldError('captionsUrl', `is not valid WebVTT: ${parsed.error}`);
  if (parsed.cues.length === 0) throw fieldError('captionsUrl', 'holds no cues');
  return key;
}

/** Adds the language's track, or replaces its file and label. */
export async function putChapterCaptions(
  db: Executor,
  ctx: CaptionsContext,
  actorId: string,
  chapterId: string,
  language: string,
  body: CaptionTrackBody,
): Promise<CaptionWrite<AdminCaptionTrack>> {
  const name = languageName(language);
  const label = body.label === undefined ? name : body.label.trim();
  if (!label) throw fieldError('label', 'must not be empty');
  const key = await checkCaptionsFile(ctx, body.captionsUrl);
  return inTransaction(db, ctx.effects, async (trx, uow) => {
    const chapter = await findChapterOr404(trx, chapterId);
    const previous = await captions.findCaption(trx, chapterId, language);
    const row = { chapterId, language, label, storageKey: key, createdAt: nowIso() };
    await captions.saveCaption(trx, row);
    await recordAudit(uow, {
      actorId,
      action: previous ? 'update' : 'create',
      entity: 'chapter-captions',
      entityId: chapterId,
      summary: `${previous ? 'Replaced' : 'Added'} the ${label} (${language}) captions of chapter "${chapter.title}"`,
    });
    const releasedKey = previous && previous.storageKey !== key ? previous.storageKey : null;
    return { result: toTrack(ctx, row), releasedKey };
  });
}

export async function deleteChapterCaptions(
  db: Executor,
  ctx: Pick<AppContext, 'effects'>,
  actorId: string,
  chapterId: string,
  language: string,
): Promise<CaptionWrite<null>> {
  return inTransaction(db, ctx.effects, async (trx, uow) => {
    const chapter = await findChapterOr404(trx, chapterId);
    const previous = await captions.findCaption(trx, chapterId, language);
    if (!previous) throw notFound(`This chapter has no captions in ${language}`);
    await captions.deleteCaption(trx, chapterId, language);
    await recordAudit(uow, {
      actorId,
      action: 'delete',
      entity: 'chapter-captions',
      entityId: chapterId,
      summary: `Removed the ${previous.label} (${language}) captions of chapter "${chapter.title}"`,
    });
    return { result: null, releasedKey: previous.storageKey };
  });
}

/** After the commit: deletes a released file unless a track still names it (best effort). */
export async function removeReleasedFile(
  ctx: Pick<AppContext, 'db' | 'privateStorage'>,
  key: string | null,
): Promise<void> {
  if (!key || (await captions.isCaptionFileUsed(ctx.db, key))) return;
  await ctx.privateStorage.delete(key).catch(() => undefined);
}

/**
 * The chapter body's single `captionsUrl` (earlier clients): sets or removes the `en` track, keeping its
 * label. Runs inside the chapter write's transaction, which records the audit entry.
 */
export async function setEnglishCaptions(
  trx: Executor,
  chapterId: string,
  key: string | null,
): Promise<void> {
  if (key === null) return captions.deleteCaption(trx, chapterId, 'en');
  const previous = await captions.findCaption(trx, chapterId, 'en');
  await captions.saveCaption(trx, {
    chapterId,
    language: 'en',
    label: previous?.label ?? 'English',
    storageKey: key,
    createdAt: nowIso(),
  });
}
