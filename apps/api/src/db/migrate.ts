import { type Kysely, type Migration, Migrator, PostgresAdapter, sql } from 'kysely';
import * as accounts from './migrations/0001-accounts.js';
import * as catalogue from './migrations/0002-catalogue.js';
import * as content from './migrations/0003-content.js';
import * as sortIndexes from './migrations/0004-catalogue-sort-indexes.js';
import * as payments from './migrations/0005-payments.js';
import * as learning from './migrations/0006-learning.js';
import * as assessments from './migrations/0007-assessments.js';
import * as certificates from './migrations/0008-certificates.js';
import * as admin from './migrations/0009-admin.js';
import * as refunds from './migrations/0010-refunds.js';
import * as questionArchive from './migrations/0011-question-archive.js';
import * as auditEntityIdLength from './migrations/0012-audit-entity-id-length.js';
import * as sessionsAndSignupCodes from './migrations/0013-sessions-and-signup-codes.js';
import * as finalAttemptGrants from './migrations/0020-final-attempt-grants.js';
import * as reviewProgress from './migrations/0021-review-progress.js';
import * as refundIntents from './migrations/0022-refund-intents.js';
import * as certificateStatusIndex from './migrations/0023-certificate-status-index.js';
import * as coupons from './migrations/0024-coupons.js';
import * as purchaseSource from './migrations/0025-purchase-source.js';
import * as gifts from './migrations/0026-gifts.js';
import * as refundRequests from './migrations/0027-refund-requests.js';
import * as invoices from './migrations/0028-invoices.js';
import * as courseInstructors from './migrations/0029-course-instructors.js';
import * as courseReviews from './migrations/0030-course-reviews.js';
import * as earnings from './migrations/0031-earnings.js';
import * as instructorProfiles from './migrations/0032-instructor-profiles.js';
import * as insightIndexes from './migrations/0033-insight-indexes.js';
import * as courseProgress from './migrations/0034-course-progress.js';
import * as quizAnswerIndex from './migrations/0035-quiz-answer-index.js';
import * as notifications from './migrations/0036-notifications.js';
import * as announcements from './migrations/0037-announcements.js';
import * as discussions from './migrations/0038-discussions.js';
import * as notes from './migrations/0039-notes.js';
import * as chapterCaptions from './migrations/0040-chapter-captions.js';
import * as discussionLiveIndexes from './migrations/0041-discussion-live-indexes.js';
import * as purchasesByUser from './migrations/0042-purchases-by-user.js';
import * as videoAssets from './migrations/0043-video-assets.js';
import * as userLocale from './migrations/0044-user-locale.js';
import * as courseLanguage from './migrations/0045-course-language.js';
import * as contentLocales from './migrations/0046-content-locales.js';

/** Every migration, in order. Kept static so the bundled server needs no migration folder on disk. */
const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-catalogue': catalogue,
  '0003-content': content,
  '0004-catalogue-sort-indexes': sortIndexes,
  '0005-payments': payments,
  '0006-learning': learning,
  '0007-assessments': assessments,
  '0008-certificates': certificates,
  '0009-admin': admin,
  '0010-refunds': refunds,
  '0011-question-archive': questionArchive,
  '0012-audit-entity-id-length': auditEntityIdLength,
  '0013-sessions-and-signup-codes': sessionsAndSignupCodes,
  '0020-final-attempt-grants': finalAttemptGrants,
  '0021-review-progress': reviewProgress,
  '0022-refund-intents': refundIntents,
  '0023-certificate-status-index': certificateStatusIndex,
  '0024-coupons': coupons,
  '0025-purchase-source': purchaseSource,
  '0026-gifts': gifts,
  '0027-refund-requests': refundRequests,
  '0028-invoices': invoices,
  '0029-course-instructors': courseInstructors,
  '0030-course-reviews': courseReviews,
  '0031-earnings': earnings,
  '0032-instructor-profiles': instructorProfiles,
  '0033-insight-indexes': insightIndexes,
  '0034-course-progress': courseProgress,
  '0035-quiz-answer-index': quizAnswerIndex,
  '0036-notifications': notifications,
  '0037-announcements': announcements,
  '0038-discussions': discussions,
  '0039-notes': notes,
  '0040-chapter-captions': chapterCaptions,
  '0041-discussion-live-indexes': discussionLiveIndexes,
  '0042-purchases-by-user': purchasesByUser,
  '0043-video-assets': videoAssets,
  '0044-user-locale': userLocale,
  '0045-course-language': courseLanguage,
  '0046-content-locales': contentLocales,
};

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const schema = await postgresSchema(db);
  for (let attempt = 1; ; attempt += 1) {
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      migrationTableSchema: schema,
    });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    if (attempt < 5 && !failed && isOtherSchemaDropped(error, schema)) continue;
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * Kysely checks for its migration table by reading the catalogue of every schema, which fails with
 * 3F000 when another schema is dropped during that read (another app or test run sharing the
 * database). Nothing was migrated then, so trying again is safe.
 */
function isOtherSchemaDropped(error: unknown, schema: string | undefined): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '3F000' && typeof message === 'string' && !message.includes(`"${schema}"`);
}

/**
 * On PostgreSQL, the schema in use (search_path). Kysely looks for its migration tables in every
 * schema unless told which one, so another schema's tables (a second app or test run in the same
 * database) would make it skip creating its own and then fail.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
async function postgresSchema(db: Kysely<any>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
  return rows[0]?.name;
}
