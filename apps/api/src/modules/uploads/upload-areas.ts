import type { ImageUploadArea, UploadArea } from '@coursewise/contract';
import { imageUploadAreas } from '@coursewise/contract';
import { AVATAR_WIDTHS, COURSE_COVER_WIDTHS, type ImageSizing } from '../../lib/images.js';

/**
 * The sizes each image area is shown at (CSS pixels × 2 for sharp screens, roughly): banners full
 * width, course covers from a phone's card (320–720) to a wide screen, avatars from a 32 px menu
 * picture to a 128 px profile one. Every image is stored as WebP under
 * `<area>/<id>/<w1>-<w2>-…/<width>.webp` (`lib/images.ts widthKeys`), and pages offer the widths as a
 * `srcset`. Changing a list here affects new uploads only: a stored image's key names its own widths.
 */
export const imageSizing: Record<ImageUploadArea, ImageSizing> = {
  'home-content': { widths: [640, 1280, 1920] },
  'about-us': { widths: [640, 1280] },
  faq: { widths: [480, 960] },
  'course-image': { widths: COURSE_COVER_WIDTHS },
  'profile-picture': { widths: AVATAR_WIDTHS, square: true },
  'question-picture': { widths: [480, 960] },
  certificate: { widths: [600, 1200] },
};

export const isImageArea = (area: UploadArea): area is ImageUploadArea =>
  (imageUploadAreas as readonly string[]).includes(area);
