import type { accountOperations } from './account.js';
import type { adminCatalogueOperations } from './admin-catalogue.js';
import type { adminContentOperations } from './admin-content.js';
import type { adminCoreOperations } from './admin-core.js';
import type { adminPayoutOperations } from './admin-payouts.js';
import type { adminQuestionOperations } from './admin-questions.js';
import type { adminSalesOperations } from './admin-sales.js';
import type { adminSupportOperations } from './admin-support.js';
import type { adminUploadOperations } from './admin-uploads.js';
import type { announcementOperations } from './announcements.js';
import type { assessmentOperations, certificateOperations } from './assessments.js';
import type { authOperations } from './auth.js';
import type {
  cartOperations,
  catalogueOperations,
  reviewOperations,
  wishlistOperations,
} from './catalogue.js';
import type { chapterCaptionOperations, studioChapterCaptionOperations } from './chapter-captions.js';
import type { contentOperations, settingsOperations } from './content.js';
import type { adminCouponOperations, couponOperations } from './coupons.js';
import type { adminCourseReviewOperations, studioCourseReviewOperations } from './course-review.js';
import type { adminDiscussionOperations, discussionOperations } from './discussions.js';
import type { giftOperations } from './gifts.js';
import type { insightOperations } from './insight.js';
import type { instructorEarningsOperations } from './instructor-earnings.js';
import type { instructorProfileOperations } from './instructor-profile.js';
import type { instructorStudioOperations } from './instructor-studio.js';
import type { instructorStudioContentOperations } from './instructor-studio-content.js';
import type { learningOperations } from './learning.js';
import type { mediaOperations } from './media.js';
import type { noteOperations } from './notes.js';
import type { notificationOperations } from './notifications.js';
import type { paymentOperations, purchaseOperations } from './payments.js';
import type { adminRefundRequestOperations, refundRequestOperations } from './refunds.js';
import type { devOperations, systemOperations } from './system.js';
import type { videoUploadOperations } from './video-uploads.js';
import type { studioVideoOperations, videoOperations } from './videos.js';

/**
 * Every operation by operationId, as a type only: the web's typed client reads each call's input and
 * answer from it without bundling the schemas.
 */
export type Operations = typeof accountOperations &
  typeof adminCatalogueOperations &
  typeof adminContentOperations &
  typeof adminCoreOperations &
  typeof adminPayoutOperations &
  typeof adminQuestionOperations &
  typeof adminSalesOperations &
  typeof adminSupportOperations &
  typeof adminUploadOperations &
  typeof announcementOperations &
  typeof chapterCaptionOperations &
  typeof studioChapterCaptionOperations &
  typeof assessmentOperations &
  typeof certificateOperations &
  typeof authOperations &
  typeof couponOperations &
  typeof adminCouponOperations &
  typeof studioCourseReviewOperations &
  typeof adminCourseReviewOperations &
  typeof cartOperations &
  typeof catalogueOperations &
  typeof reviewOperations &
  typeof wishlistOperations &
  typeof contentOperations &
  typeof settingsOperations &
  typeof giftOperations &
  typeof instructorEarningsOperations &
  typeof instructorProfileOperations &
  typeof insightOperations &
  typeof instructorStudioOperations &
  typeof instructorStudioContentOperations &
  typeof learningOperations &
  typeof mediaOperations &
  typeof noteOperations &
  typeof notificationOperations &
  typeof paymentOperations &
  typeof purchaseOperations &
  typeof refundRequestOperations &
  typeof adminRefundRequestOperations &
  typeof discussionOperations &
  typeof adminDiscussionOperations &
  typeof devOperations &
  typeof systemOperations &
  typeof videoUploadOperations &
  typeof videoOperations &
  typeof studioVideoOperations;

export type OperationId = keyof Operations & string;
