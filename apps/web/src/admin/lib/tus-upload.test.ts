import { describe, expect, it } from 'vitest';
import { signedMediaUrl } from '../../test/api-url';
import { createTestI18n } from '../../test/i18n';
import { refusalMessage, uploadFromAnswer } from './tus-upload';

describe('reading the resumable upload’s answers', () => {
  it('takes the stored upload from the last PATCH’s {data: Upload}', () => {
    const upload = {
      area: 'video',
      key: 'videos/0190a3d2-0000-7000-8000-000000000000.mp4',
      url: signedMediaUrl('videos/x.mp4', { expires: 1, signature: 's' }),
      contentType: 'video/mp4',
      size: 2048,
      isPrivate: true,
    };
    expect(uploadFromAnswer(JSON.stringify({ data: upload }))).toEqual(upload);
    expect(uploadFromAnswer('')).toBeNull();
    expect(uploadFromAnswer('not json')).toBeNull();
    expect(uploadFromAnswer(JSON.stringify({ data: { key: 1 } }))).toBeNull();
  });

  it('shows the server’s words for a refusal, and what to do when the connection is gone', () => {
    const _ = createTestI18n('en').t;
    const refused = JSON.stringify({
      message: 'The video must be an MP4 or WebM file',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(refusalMessage(415, refused, _)).toBe('The video must be an MP4 or WebM file');
    const tooLarge = JSON.stringify({
      message: 'The video is too large: at most 2 GB',
      code: 'FILE_TOO_LARGE',
    });
    expect(refusalMessage(413, tooLarge, _)).toBe('The video is too large: at most 2 GB');
    expect(refusalMessage(413, '<html>Request Entity Too Large</html>', _)).toBe('The file is too large');
    expect(refusalMessage(502, '', _)).toBe('Something went wrong');
    expect(refusalMessage(null, '', _)).toBe('The connection was lost: pick the same file again to resume');
  });
});
