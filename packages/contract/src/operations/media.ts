import { Type } from '@sinclair/typebox';
import { defineOperations, errorResponses, mediaAnswer } from '../operation.js';
import { mediaRoutes } from '../routes/media.js';

/**
 * What a private file is served as (the API picks it from the key's extension); anything else is
 * bytes to download, so a stored file is never served as a page.
 */
export const signedMediaTypes = [
  'video/webm',
  'video/mp4',
  'video/ogg',
  'text/vtt',
  'application/octet-stream',
] as const;

const Bytes = { type: 'string', format: 'binary' } as const;

/** `media/{key}`: a storage key, slashes included (`videos/<id>.webm`). */
export const SignedMediaParams = Type.Object({
  key: Type.String({ description: 'The file’s storage key, as in the link (`videos/<id>.webm`)' }),
});

/** The two halves of a signed link's permission; the handler checks them (403, never 400). */
export const SignedMediaQuery = Type.Object({
  expires: Type.String({
    pattern: '^\\d{1,12}$',
    description: 'When the link stops working, in Unix seconds',
  }),
  signature: Type.String({ description: 'The server’s HMAC over the key and `expires` (base64url)' }),
});

/** What a processed video's files are served as (HLS playlists, MPEG-TS segments, stills, the strip's track). */
export const hlsMediaTypes = [
  'application/vnd.apple.mpegurl',
  'video/mp2t',
  'image/jpeg',
  'text/vtt',
] as const;

/** `media/hls/{expires}/{signature}/{assetId}/{path}`: the permission sits in the path (first: the wildcard's name). */
export const SignedHlsParams = Type.Object({
  path: Type.String({ description: 'The file inside the video’s folder (`master.m3u8`, `360p/seg_000.ts`)' }),
  expires: Type.String({
    pattern: '^\\d{1,12}$',
    description: 'When the link stops working, in Unix seconds',
  }),
  signature: Type.String({ description: 'The server’s HMAC over the video’s id and `expires` (base64url)' }),
  assetId: Type.String({ description: 'The processed video’s id' }),
});

/** Private videos and captions through the signed links `chapter/details` and the admin hand out. */
export const mediaOperations = defineOperations(mediaRoutes, 'media', {
  getSignedMedia: {
    summary: 'A private video or captions file through a signed link',
    description:
      'Use the link as it was handed out: a <video> element cannot send a token, so the signature is the ' +
      'permission. An altered, foreign or missing signature is a 403 (`LINK_INVALID`), an expired link a ' +
      '403 (`LINK_EXPIRED`): fetch the chapter again for a new one. Honours one `Range` (206); HEAD ' +
      'answers the headers alone.',
    documentedParams: SignedMediaParams,
    documentedQuery: SignedMediaQuery,
    response: {
      200: mediaAnswer(signedMediaTypes, 'The whole file', Bytes),
      206: mediaAnswer(signedMediaTypes, 'The asked byte range (`content-range` says which)', Bytes),
      ...errorResponses(403, 404, 416),
    },
  },
  getSignedHls: {
    summary: 'A processed video’s playlist, segment, poster or thumbnails through a signed path',
    description:
      'The links `chapter/details` hands out as `video.hlsUrl` and `video.posterUrl`. The signature is in ' +
      'the path, so the playlists’ relative links carry it; the same link serves every learner for a window ' +
      '(6 to 12 hours), cacheable by a CDN until it expires. An altered or missing signature is a 403 ' +
      '(`LINK_INVALID`), an expired one a 403 (`LINK_EXPIRED`), an unknown file a 404.',
    documentedParams: SignedHlsParams,
    response: {
      200: mediaAnswer(hlsMediaTypes, 'The file', Bytes),
      ...errorResponses(403, 404),
    },
  },
});
