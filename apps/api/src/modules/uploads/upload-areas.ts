import type { ImageUploadArea, UploadArea } from '@coursewise/contract';
import { imageUploadAreas } from '@coursewise/contract';
import type { ImageSizing } from '../../lib/images.js';

/**
 * The sizes each image area is shown at (CSS pixels × 2 for sharp screens, roughly): banners full
 * width, course covers from a catalogue card to the course page, avatars as a small and a profile
 * picture. Every image is stored as WebP under `<area>/<id>/<width>.webp`.
 */
export const imageSizing: Record<ImageUploadArea, ImageSizing> = {
  'home-content': { widths: [640, 1280, 1920] },
  'about-us': { widths: [640, 1280] },
  faq: { widths: [480, 960] },
  'course-image': { widths: [400, 800, 1200] },
  'profile-picture': { widths: [96, 256], square: true },
  'question-picture': { widths: [480, 960] },
  certificate: { widths: [600, 1200] },
};

export const isImageArea = (area: UploadArea): area is ImageUploadArea =>
  (imageUploadAreas as readonly string[]).includes(area);
