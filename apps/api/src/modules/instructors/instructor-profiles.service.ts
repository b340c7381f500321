import {
  INSTRUCTOR_SLUG_MAX,
  INSTRUCTOR_SLUG_PATTERN,
  type InstructorProfileBody,
  type InstructorPublicProfile,
  isProfileLink,
  type OwnInstructorProfile,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/constraint-violations.js';
import { srcSetOf } from '../../lib/images.js';
import { firstFreeSlug, slugify } from '../../lib/slugs.js';
import { instructorAccountIds } from '../account/account-directory.service.js';
import { type AccountRow, findAccountById } from '../account/account-records.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { courseOwnerIds, coursesTaughtBy } from '../authoring/course-instructors.service.js';
import type { CourseExpression } from '../courses/course-summary.js';
import { summariesByIds } from '../courses/courses.service.js';
import * as repo from './instructor-profiles.repository.js';

/**
 * Instructors' public profiles: what an instructor writes about themself (slug, headline, bio, links)
 * beside their account's name and photo, and the public page's courses and totals. A profile is public
 * once saved, while its account is a live instructor.
 */

const PROFILE_MISSING = 'This instructor does not exist';
const SLUG_TAKEN = 'Another instructor already has this address';
const slugPattern = new RegExp(INSTRUCTOR_SLUG_PATTERN);

const nameOf = (account: Pick<AccountRow, 'firstName' | 'lastName'>): string =>
  [account.firstName, account.lastName].filter(Boolean).join(' ') || 'Instructor';

const isLiveInstructor = (account: AccountRow | undefined): account is AccountRow =>
  account !== undefined && account.role === 'instructor' && !account.deletedAt && !account.disabledAt;

const readLinks = (stored: string): string[] => {
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((link): link is string => typeof link === 'string') : [];
};

/** The caller's profile as they edit it; before the first save, a free slug made from their name. */
export async function getOwnProfile(db: Executor, userId: string): Promise<OwnInstructorProfile> {
  const saved = await repo.findProfileByUser(db, userId);
  if (saved) {
    const { slug, headline, bio, links } = saved;
    return { slug, headline, bio, links: readLinks(links), isPublic: true };
  }
  const account = await findAccountById(db, userId);
  const base = slugify(account ? nameOf(account) : '', 'instructor', INSTRUCTOR_SLUG_MAX - 4);
  const slug = firstFreeSlug(base, await repo.slugsLike(db, base));
  return { slug, headline: '', bio: '', links: [], isPublic: false };
}

/** Saves the caller's profile (a slug another has is a 409); course pages then link to it. */
export async function saveOwnProfile(
  db: Executor,
  ctx: Pick<AppContext, 'effects'>,
  userId: string,
  body: InstructorProfileBody,
): Promise<OwnInstructorProfile> {
  const badLinks = body.links.flatMap((link, i) =>
    isProfileLink(link) ? [] : [{ path: `links/${i}`, message: 'must be an https address' }],
  );
  if (badLinks.length > 0) throw badRequest('Each link must be an https address', badLinks);
  const links = [...new Set(body.links)];
  const fields = {
    slug: body.slug,
    headline: body.headline.trim(),
    bio: body.bio.trim(),
    links: JSON.stringify(links),
    updatedAt: nowIso(),
  };
  try {
    await inTransaction(db, ctx.effects, async (trx, uow) => {
      const holder = await repo.findProfileBySlug(trx, body.slug);
      if (holder && holder.userId !== userId) throw conflict(SLUG_TAKEN);
      if (await repo.findProfileByUser(trx, userId)) await repo.updateProfile(trx, userId, fields);
      else await repo.insertProfile(trx, { userId, createdAt: fields.updatedAt, ...fields });
      // Course pages name the owner's profile: the cached ones must be read again.
      uow.invalidateCatalogue();
      // Published words under the site's name: traced like the studio's other writes.
      await recordAudit(uow, {
        actorId: userId,
        action: 'update',
        entity: 'instructor-profile',
        entityId: userId,
        summary: `Saved the public profile /instructors/${fields.slug}`,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN);
    throw error;
  }
  return { slug: fields.slug, headline: fields.headline, bio: fields.bio, links, isPublic: true };
}

/** The public profile under `slug`: 404 unless saved by an account that is still a live instructor. */
export async function getPublicProfile(ctx: AppContext, slug: string): Promise<InstructorPublicProfile> {
  if (slug.length > INSTRUCTOR_SLUG_MAX || !slugPattern.test(slug)) throw notFound(PROFILE_MISSING);
  const profile = await repo.findProfileBySlug(ctx.db, slug);
  const account = profile ? await findAccountById(ctx.db, profile.userId) : undefined;
  if (!profile || !isLiveInstructor(account)) throw notFound(PROFILE_MISSING);
  // Only published courses come back; most learners first, then by title.
  const courses = (await summariesByIds(ctx, await coursesTaughtBy(ctx.db, account.id), null)).sort(
    (a, b) => b.learners - a.learners || a.title.localeCompare(b.title),
  );
  const reviews = courses.reduce((sum, course) => sum + course.rating.count, 0);
  const ratingSum = courses.reduce((sum, course) => sum + course.rating.average * course.rating.count, 0);
  return {
    slug: profile.slug,
    name: nameOf(account),
    avatarUrl: account.avatarKey ? ctx.storage.url(account.avatarKey) : null,
    avatarSrcSet: srcSetOf(ctx.storage, account.avatarKey),
    headline: profile.headline,
    bio: profile.bio,
    links: readLinks(profile.links),
    courses,
    totals: {
      courses: courses.length,
      learners: courses.reduce((sum, course) => sum + course.learners, 0),
      reviews,
      averageRating: reviews > 0 ? Math.round((ratingSum / reviews) * 10) / 10 : 0,
    },
  };
}

/**
 * A column for the course page's query: the slug of its owner's profile, when the owner is a live
 * instructor who saved one (null for a console-made course), so the page stays one query.
 */
export function ownerProfileSlugColumn(db: Executor): CourseExpression<string | null> {
  return repo.ownerSlugColumn((courseId) => courseOwnerIds(db, courseId), instructorAccountIds(db));
}

/** Slugs and update times of every public profile (the sitemap). */
export function listPublicProfileSlugs(db: Executor): Promise<{ slug: string; updatedAt: string }[]> {
  return repo.listSlugsAmong(db, instructorAccountIds(db));
}
