import type { AppContext } from '../../app-context.js';
import { findCourseMeta } from '../courses/courses.service.js';
import type { PageHead } from './page-head.js';

const coursePath = /^\/courses\/([a-z0-9-]{1,120})\/?$/;

/**
 * The head of a web page the server knows more about than the built index.html: a published course's
 * page gets its title, description and Open Graph image. Null for every other URL (the default head).
 */
export async function pageHeadFor(ctx: AppContext, url: string): Promise<PageHead | null> {
  const slug = coursePath.exec(url)?.[1];
  const course = slug ? await findCourseMeta(ctx, slug) : null;
  if (!course) return null;
  const { publicUrl } = ctx.config;
  const image = course.imageUrl;
  return {
    title: `${course.title} | Coursewise`,
    description: course.description,
    url: `${publicUrl}${url}`,
    imageUrl: image && !image.startsWith('http') ? `${publicUrl}${image}` : image,
    type: 'article',
  };
}
