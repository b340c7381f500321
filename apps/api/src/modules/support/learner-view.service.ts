import type { AdminUserDetail, SupportCourse } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { storedCurrency } from '../../lib/currency.js';
import { accountLabelsByIds } from '../account/account-directory.service.js';
import { getUserForAdmin } from '../account/users.admin.service.js';
import { chapterQuizzes, finalState } from '../assessments/final-state.service.js';
import { listAudit } from '../audit/audit.service.js';
import { listOwnCertificates } from '../certificates/certificates.service.js';
import { courseLabelsByIds } from '../courses/courses.service.js';
import { listLearningCourses } from '../learning/learning.service.js';
import { listPurchaseHistory } from '../purchases/purchases.service.js';

/**
 * Support's view of one learner (issue 27): the account, each owned course with progress, quizzes and
 * the final, every purchase (grants and refunds marked), certificates and recent sign-in events. It sits
 * above the modules it reads, each through its own service, as the dashboard does.
 */

/** A learner owns few courses; support sees at most this many of each list. */
const MOST = 100;
const RECENT_SIGN_INS = 10;

export async function getLearnerView(ctx: AppContext, userId: string): Promise<AdminUserDetail> {
  const user = await getUserForAdmin(ctx.db, ctx, userId);
  const [learning, purchases, certificates, signIns] = await Promise.all([
    listLearningCourses(ctx, userId, { page: 1, limit: MOST }),
    listPurchaseHistory(ctx.db, userId, MOST),
    listOwnCertificates(ctx, userId, 1, MOST),
    listAudit(
      ctx.db,
      { entity: 'security', entityId: userId, page: 1, limit: RECENT_SIGN_INS },
      accountLabelsByIds,
    ),
  ]);
  const courses = await Promise.all(
    learning.items.map(async (item): Promise<SupportCourse> => {
      const [quizzes, final] = await Promise.all([
        chapterQuizzes(ctx.db, userId, item.course.id),
        finalState(ctx.db, userId, item.course.id),
      ]);
      const results = [...quizzes.values()];
      return {
        courseId: item.course.id,
        title: item.course.title,
        slug: item.course.slug,
        purchasedAt: item.purchasedAt,
        lastActivityAt: item.lastActivityAt,
        progress: item.progress,
        quizzes: {
          total: results.length,
          taken: results.filter((quiz) => quiz.bestPercentage !== null).length,
          passed: results.filter((quiz) => quiz.passed).length,
        },
        final,
      };
    }),
  );
  const labels = await courseLabelsByIds(
    ctx.db,
    ctx,
    purchases.map((purchase) => purchase.courseId),
  );
  return {
    ...user,
    courses,
    purchases: purchases.map((purchase) => ({
      id: purchase.id,
      courseId: purchase.courseId,
      courseTitle: labels.get(purchase.courseId)?.title ?? 'A deleted course',
      kind: purchase.source,
      amount: purchase.amount,
      currency: storedCurrency(purchase.currency),
      createdAt: purchase.createdAt,
      refundedAt: purchase.revokedAt,
    })),
    certificates: certificates.items.map((certificate) => ({
      id: certificate.id,
      number: certificate.number,
      courseTitle: certificate.courseTitle,
      issuedAt: certificate.issuedAt,
      revoked: certificate.revoked,
    })),
    recentSignIns: signIns.items.map((entry) => ({
      action: entry.action,
      summary: entry.summary,
      createdAt: entry.createdAt,
    })),
  };
}
