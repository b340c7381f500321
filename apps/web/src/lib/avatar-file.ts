import { limits } from '@coursewise/contract';
import { formatFileSize } from './format';

/** The picture types the server accepts for avatars. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

interface FileLike {
  type: string;
  size: number;
}

/** Answers why a picture cannot be used as an avatar, or null when it can (checked before upload). */
export function checkAvatarFile(file: FileLike): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP image';
  if (file.size > limits.avatarMaxBytes) {
    return `The picture must be ${formatFileSize(limits.avatarMaxBytes)} or smaller`;
  }
  return null;
}
