import type { Executor } from '../../db/executor.js';
import * as repo from './chapter-captions.repository.js';

/**
 * A chapter's caption tracks (`chapter_captions`, owned here with the chapters). Learning reads them
 * for the player; authoring writes them inside its audited transactions.
 */

export interface CaptionRecord {
  chapterId: string;
  language: string;
  label: string;
  storageKey: string;
  createdAt: string;
}

/** The chapters' tracks, each chapter's ordered by language. */
export function listCaptions(db: Executor, chapterIds: readonly string[]): Promise<CaptionRecord[]> {
  return repo.listCaptions(db, chapterIds);
}

export function findCaption(
  db: Executor,
  chapterId: string,
  language: string,
): Promise<CaptionRecord | undefined> {
  return repo.findCaption(db, chapterId, language);
}

export function saveCaption(db: Executor, row: CaptionRecord): Promise<void> {
  return repo.upsertCaption(db, row);
}

export function deleteCaption(db: Executor, chapterId: string, language: string): Promise<void> {
  return repo.deleteCaption(db, chapterId, language);
}

export function isCaptionFileUsed(db: Executor, storageKey: string): Promise<boolean> {
  return repo.isKeyUsed(db, storageKey);
}
