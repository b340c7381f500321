import { type Static, Type } from '@sinclair/typebox';
import { Envelope } from '../common.js';

/**
 * Where an upload is used. The seven image areas of the spec are public and re-encoded into the sizes
 * each needs; `video` and `captions` go to private storage, reached only through signed links.
 */
export const imageUploadAreas = [
  'home-content',
  'about-us',
  'faq',
  'course-image',
  'profile-picture',
  'question-picture',
  'certificate',
] as const;
export const uploadAreas = [...imageUploadAreas, 'video', 'captions'] as const;
export type UploadArea = (typeof uploadAreas)[number];
export type ImageUploadArea = (typeof imageUploadAreas)[number];

export const UploadAreaSchema = Type.Union(uploadAreas.map((area) => Type.Literal(area)));

/** Upload limits shared by the server and the admin forms. */
export const uploadLimits = {
  imageMaxBytes: 5 * 1024 * 1024,
  /** Decoded size: a small file may claim to be a huge picture (a decompression bomb). */
  imageMaxPixels: 40_000_000,
  videoMaxBytes: 2 * 1024 * 1024 * 1024,
  captionsMaxBytes: 1024 * 1024,
} as const;

const File = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  description:
    'Images: JPEG, PNG or WebP (by content), at most 5 MB and 40 megapixels. Video: MP4 or WebM, at most 2 GB. ' +
    'Captions: WebVTT. Send `area` before the file.',
});

/** The form of `POST admin/uploads` (multipart/form-data; `area` first, then `file`). */
export const UploadForm = Type.Object(
  { area: UploadAreaSchema, file: File },
  { additionalProperties: false },
);

/** One re-encoded size of an uploaded image. */
export const UploadedSize = Type.Object({
  width: Type.Integer(),
  height: Type.Integer(),
  key: Type.String(),
  url: Type.String(),
});
export type UploadedSize = Static<typeof UploadedSize>;

/**
 * A stored upload. `key` is what resources store (an image's largest size; `imageKey`-style fields),
 * `url` where to load it: a public path for images, a signed link valid for two hours for videos and
 * captions. Images list every size, smallest first.
 */
export const Upload = Type.Object({
  area: UploadAreaSchema,
  key: Type.String(),
  url: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ description: 'bytes stored (the largest size of an image)' }),
  isPrivate: Type.Boolean(),
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
  sizes: Type.Optional(Type.Array(UploadedSize)),
});
export type Upload = Static<typeof Upload>;
export const UploadResponse = Envelope(Upload);
