import { limits } from '@coursewise/contract';
import { formatFileSize } from './format';

/** The picture types the server accepts for avatars. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const NOT_A_PICTURE = 'Choose a JPEG, PNG or WebP image';

interface FileLike {
  type: string;
  size: number;
}

/** Answers why a picture cannot be used as an avatar, or null when it can (checked before upload). */
export function checkAvatarFile(file: FileLike): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return NOT_A_PICTURE;
  if (file.size > limits.avatarMaxBytes) {
    return `The picture must be ${formatFileSize(limits.avatarMaxBytes)} or smaller`;
  }
  return null;
}

const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0): boolean =>
  expected.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string): number[] => [...text].map((letter) => letter.charCodeAt(0));

/** Whether the first bytes are a JPEG, PNG or WebP, as the server tells them (never by name or type). */
export function isPictureHeader(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
  );
}

/**
 * Like `checkAvatarFile`, and also reads the file's first bytes: a document renamed `.png` is refused
 * when it is chosen, not when the form is saved.
 */
export async function findAvatarProblem(file: Blob): Promise<string | null> {
  const problem = checkAvatarFile(file);
  if (problem) return problem;
  try {
    const header = new Uint8Array(await file.slice(0, 12).arrayBuffer());
    return isPictureHeader(header) ? null : NOT_A_PICTURE;
  } catch {
    // Unreadable here (a file removed meanwhile): the server has the last word at Save.
    return null;
  }
}
