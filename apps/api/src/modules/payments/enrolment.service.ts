import type { Enrolment } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { findAccountById } from '../account/account-records.service.js';
import { removeFromCart } from '../cart/cart.service.js';
import { addLearners, courseLabelsByIds, findPublishedCourse } from '../courses/courses.service.js';
import { recipientLocale } from '../mail/mail.service.js';
import { queueMail } from '../mail/mail-queue.service.js';
import { enrolmentEmail } from '../mail/templates.js';
import { recordPurchase } from '../purchases/purchases.service.js';
import { getEditableSettings } from '../settings/settings.service.js';

/**
 * Owning courses without a payment (issue 22, item 2): a free course (`POST course/enrol`), or a
 * checkout a 100 % coupon made free. A purchase with source `free`, amount 0 and no payment, so no
 * receipt and nothing to refund; one enrolment mail instead.
 */

type EnrolDeps = Pick<AppContext, 'dialect' | 'config' | 'storage' | 'effects'>;

export interface FreeEnrolment {
  userId: string;
  courseIds: string[];
  /** `free`: the courses cost nothing; `coupon`: a 100 % coupon made the checkout free. */
  via: 'free' | 'coupon';
  couponCode?: string;
}

/**
 * Records the purchases (source `free`, nothing paid), adds the learners, takes the courses out of
 * the cart and queues ONE enrolment mail listing them, in the caller's transaction (or its own); the
 * mail is sent and the public pages cleared after the commit. The caller has checked that the courses
 * are published; one the learner already owns is a 409 and nothing is kept.
 */
export async function enrolWithoutPayment(
  db: Executor,
  ctx: EnrolDeps,
  enrolment: FreeEnrolment,
): Promise<{ enrolledAt: string }> {
  const { userId, courseIds } = enrolment;
  return inTransaction(db, ctx.effects, async (trx, uow) => {
    const enrolledAt = nowIso();
    const labels = await courseLabelsByIds(trx, ctx, courseIds);
    for (const courseId of courseIds) {
      const id = await recordPurchase(trx, {
        userId,
        courseId,
        amount: 0,
        currency: 'USD',
        paymentId: null,
        source: 'free',
        createdAt: enrolledAt,
      });
      if (!id) throw conflict(`You already own ${labels.get(courseId)?.title ?? 'this course'}`);
      await addLearners(trx, courseId, 1);
    }
    await removeFromCart(trx, ctx, userId, courseIds);
    const account = await findAccountById(trx, userId);
    if (account && !account.deletedAt) {
      const { siteName } = await getEditableSettings(trx);
      const courses = courseIds.map((courseId) => {
        const label = labels.get(courseId);
        return {
          title: label?.title ?? 'A course',
          playerUrl: `${ctx.config.publicUrl}/learn/${label?.slug ?? ''}`,
        };
      });
      const couponCode = enrolment.via === 'coupon' ? (enrolment.couponCode ?? null) : null;
      await queueMail(
        trx,
        enrolmentEmail(account.email, { courses, couponCode }, siteName, recipientLocale(account.locale)),
      );
      uow.kickMail();
    }
    // Public pages show the new learner counts.
    uow.invalidateCatalogue();
    return { enrolledAt };
  });
}

/**
 * POST course/enrol: a published free course becomes the learner's. A priced course is a 402 (it must
 * be bought), an owned one a 409, an unknown or unpublished one a 404.
 */
export async function enrolInFreeCourse(
  ctx: EnrolDeps & Pick<AppContext, 'db'>,
  userId: string,
  courseId: string,
): Promise<Enrolment> {
  return inTransaction(ctx.db, ctx.effects, async (trx) => {
    const course = await findPublishedCourse(trx, courseId);
    if (!course) throw notFound('This course does not exist');
    if (course.priceCents > 0)
      throw new AppError(
        'COURSE_NOT_FREE',
        `${course.title} is not free: add it to your cart and buy it to enrol`,
        402,
      );
    const { enrolledAt } = await enrolWithoutPayment(trx, ctx, {
      userId,
      courseIds: [courseId],
      via: 'free',
    });
    const slug = (await courseLabelsByIds(trx, ctx, [courseId])).get(courseId)?.slug ?? '';
    return { courseId, slug, title: course.title, enrolledAt };
  });
}
