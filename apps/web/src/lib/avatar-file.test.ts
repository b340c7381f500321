import { describe, expect, it } from 'vitest';
import { checkAvatarFile, findAvatarProblem, isPictureHeader } from './avatar-file';

describe('avatar file check', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 1024 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toBe('Choose a JPEG, PNG or WebP image');
    expect(checkAvatarFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'The picture must be 5 MB or smaller',
    );
  });
});

describe('avatar file contents', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

  it('tells JPEG, PNG and WebP by their first bytes', () => {
    expect(isPictureHeader(png)).toBe(true);
    expect(isPictureHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isPictureHeader(new TextEncoder().encode('RIFF\0\0\0\0WEBP'))).toBe(true);
    expect(isPictureHeader(new TextEncoder().encode('RIFF\0\0\0\0WAVE'))).toBe(false);
    expect(isPictureHeader(new TextEncoder().encode('%PDF-1.7'))).toBe(false);
  });

  it('refuses a document renamed .png, accepts a real picture', async () => {
    const renamed = new File(['%PDF-1.7 not a picture'], 'cv.png', { type: 'image/png' });
    expect(await findAvatarProblem(renamed)).toBe('Choose a JPEG, PNG or WebP image');
    expect(await findAvatarProblem(new File([png], 'me.png', { type: 'image/png' }))).toBeNull();
    expect(await findAvatarProblem(new File(['hello'], 'notes.txt', { type: 'text/plain' }))).toBe(
      'Choose a JPEG, PNG or WebP image',
    );
  });
});
