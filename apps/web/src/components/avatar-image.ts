import type { ComponentProps } from 'react';

/**
 * The attributes of an avatar's `<img>` (Mantine `Avatar`'s `imageProps`, or a plain picture): its
 * stored widths (`avatarSrcSet` from the API) for a circle `size` CSS pixels wide, so a 32 px menu
 * picture loads the 64 px file rather than the 256 px one. Below the fold, `isLazy` defers it.
 */
export function avatarImageProps(
  srcSet: string | null | undefined,
  size: number,
  isLazy = false,
): ComponentProps<'img'> {
  return {
    ...(isLazy ? { loading: 'lazy' as const } : {}),
    decoding: 'async',
    ...(srcSet ? { sizes: `${size}px`, srcSet } : {}),
    width: size,
    height: size,
  };
}
