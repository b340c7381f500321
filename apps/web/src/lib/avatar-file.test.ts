import { describe, expect, it } from 'vitest';
import { checkAvatarFile } from './avatar-file';

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
