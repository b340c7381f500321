import { type AdminChapter, type ChapterUpdateBody, adminCatalogueLimits as L } from '@coursewise/contract';
import { type Static, Type } from '@sinclair/typebox';
import type { Translate } from './editor-i18n';

/** A chapter's form, its own message in the page's language. */
export const chapterFormSchema = (_: Translate) =>
  Type.Object({
    title: Type.String({ minLength: 1, maxLength: L.titleMax }),
    type: Type.Union([Type.Literal('text'), Type.Literal('video')]),
    content: Type.String({ maxLength: L.contentMax }),
    videoUrl: Type.Union([Type.String(), Type.Null()]),
    isPreview: Type.Boolean(),
    durationMinutes: Type.Integer({
      minimum: 0,
      maximum: L.durationMax,
      errorMessage: _('editor.chapterForm.error.length', { max: L.durationMax }),
    }),
  });
export type ChapterFormValues = Static<ReturnType<typeof chapterFormSchema>>;

export const toChapterValues = (chapter: AdminChapter): ChapterFormValues => ({
  title: chapter.title,
  type: chapter.type,
  content: chapter.content,
  videoUrl: chapter.videoUrl,
  isPreview: chapter.isPreview,
  durationMinutes: chapter.durationMinutes,
});

/** Captions are not sent: the captions editor writes each language's track (a stale form must not undo it). */
export const toChapterBody = (values: ChapterFormValues): ChapterUpdateBody => ({ ...values });
