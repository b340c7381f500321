import { type Static, Type } from '@sinclair/typebox';
import { Envelope, Id } from './common.js';

/**
 * Caption tracks of a video chapter, one WebVTT file per language (issue 24 item 3). The learner's
 * `chapter/details` lists `captions: [{language, label, url}]`, shaped to move unchanged into the
 * `video.captions[]` of ARCHITECTURE §9; the console and the studio manage them per language.
 */

/**
 * A BCP 47 tag in its canonical case: a 2–3 letter language, an optional script and an optional
 * region (`en`, `es`, `pt-BR`, `zh-Hant-TW`, `es-419`). The API also requires a language it can name.
 */
export const CAPTION_LANGUAGE_PATTERN = '^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$';
export const CaptionLanguage = Type.String({ pattern: CAPTION_LANGUAGE_PATTERN, maxLength: 35 });

/** A track as the player gets it: `url` is a signed link valid for two hours, like the video's. */
export const CaptionTrack = Type.Object({
  language: Type.String(),
  label: Type.String(),
  url: Type.String(),
});
export type CaptionTrack = Static<typeof CaptionTrack>;

/** A track as the console and the studio see it: also its storage key and when it was uploaded. */
export const AdminCaptionTrack = Type.Composite([
  CaptionTrack,
  Type.Object({ key: Type.String(), createdAt: Type.String() }),
]);
export type AdminCaptionTrack = Static<typeof AdminCaptionTrack>;

/** `…/chapters/{id}/captions/{language}` */
export const CaptionTrackParams = Type.Object(
  { id: Id, language: CaptionLanguage },
  { additionalProperties: false },
);
export type CaptionTrackParams = Static<typeof CaptionTrackParams>;

/**
 * `PUT …/captions/{language}`: the key (or signed link) a `captions` upload answered, and the name the
 * player shows; without `label`, the language's English name ("Brazilian Portuguese"). Replaces the
 * language's earlier file.
 */
export const CaptionTrackBody = Type.Object(
  {
    captionsUrl: Type.String({ minLength: 1, maxLength: 500 }),
    label: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  },
  { additionalProperties: false },
);
export type CaptionTrackBody = Static<typeof CaptionTrackBody>;

export const AdminCaptionTrackResponse = Envelope(AdminCaptionTrack);
export const AdminCaptionTrackListResponse = Envelope(Type.Array(AdminCaptionTrack));
