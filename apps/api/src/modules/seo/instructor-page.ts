import type { InstructorPublicProfile } from '@coursewise/contract';
import { instructorKeys } from '@coursewise/contract/query-keys';
import type { AppContext } from '../../app-context.js';
import { getPublicProfile } from '../instructors/instructor-profiles.service.js';
import { getSettings } from '../settings/settings.service.js';
import { optional, query, withSettings } from './first-paint.service.js';
import type { PageHead } from './page-head.js';
import { firstPaintHead } from './public-heads.js';
import { absolute, breadcrumbData, courseListData, personData } from './structured-data.js';

/** Longest description a link preview shows in full. */
const DESCRIPTION_MAX = 200;

/** What the profile says about its instructor in a sentence or two, for the description tag. */
function describe(profile: InstructorPublicProfile, siteName: string): string {
  const about = [profile.headline, profile.bio].filter(Boolean).join('. ').replace(/\s+/g, ' ').trim();
  const courses = `${profile.totals.courses} course${profile.totals.courses === 1 ? '' : 's'} on ${siteName}`;
  const text = about ? `${about} — ${courses}.` : `${profile.name} teaches ${courses}.`;
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

/**
 * An instructor's public page (`/instructors/{slug}`): its head (title, description, canonical, Open
 * Graph with their photo, `Person`, their courses' `ItemList` and breadcrumb JSON-LD) and its first screen's data; a 404 for a
 * slug no live instructor has.
 */
export async function instructorPageHead(ctx: AppContext, slug: string, siteName: string): Promise<PageHead> {
  const [profile, settings] = await Promise.all([
    getPublicProfile(ctx, slug).catch(() => null),
    optional(getSettings(ctx)),
  ]);
  if (!profile) return { notFound: true };
  const { publicUrl } = ctx.config;
  const url = `${publicUrl}/instructors/${profile.slug}`;
  const avatar = profile.avatarUrl;
  return {
    ...firstPaintHead({
      data: withSettings(settings, [query(instructorKeys.profile(profile.slug), profile)]),
    }),
    meta: {
      title: `${profile.name}${profile.headline ? `, ${profile.headline}` : ''} | ${siteName}`,
      description: describe(profile, siteName),
      url,
      imageUrl: avatar ? absolute(publicUrl, avatar) : null,
      type: 'profile',
      siteName,
      structuredData: [
        personData(publicUrl, url, profile),
        // An ItemList needs items: an instructor without published courses has none.
        ...(profile.courses.length > 0 ? [courseListData(publicUrl, profile.courses, 0)] : []),
        breadcrumbData([
          { name: siteName, url: `${publicUrl}/` },
          { name: profile.name, url },
        ]),
      ],
    },
  };
}
