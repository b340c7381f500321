import { randomBytes } from 'node:crypto';
import {
  type Certificate,
  type CertificateVerification,
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  type Paged,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { nextNumber } from '../../db/number-sequences.js';
import { notFound } from '../../lib/app-error.js';
import { findAccountById } from '../account/account-records.service.js';
import { courseLabelsByIds } from '../courses/courses.service.js';
import { queueMail } from '../mail/mail-queue.service.js';
import { certificateEmail } from '../mail/templates.js';
import { notify } from '../notifications/notifications.service.js';
import { getEditableSettings } from '../settings/settings.service.js';
import {
  CERTIFICATE_NOT_FOUND,
  certificateNumber,
  formatIssuedOn,
  formatScore,
  holderNameOf,
  toCertificate,
  verifyUrlOf,
} from './certificate.mapper.js';
import { credentialVerifies } from './certificate-documents.service.js';
import * as repo from './certificates.repository.js';

/**
 * Certificates: issued once per learner and course in the transaction of the passing final attempt,
 * listed for their holder, and public by their unguessable id (PDF, verification, link previews).
 */

export interface IssueInput {
  userId: string;
  courseId: string;
  attemptId: string;
  score: number;
  issuedAt: string;
}

type LabelContext = Pick<AppContext, 'config' | 'storage'>;
type IssueContext = LabelContext & Pick<AppContext, 'effects'>;

const STATUS_INDEX_SEQUENCE = 'certificate-status-index';

/** 192 random bits, URL-safe: the id is the public link, so it must not be guessable. */
const newCertificateId = (): string => randomBytes(24).toString('base64url');

async function withSlugs(
  db: Executor,
  ctx: LabelContext,
  rows: repo.CertificateRow[],
): Promise<Certificate[]> {
  const labels = await courseLabelsByIds(
    db,
    ctx,
    rows.map((row) => row.courseId),
  );
  return rows.map((row) => toCertificate(ctx, row, labels.get(row.courseId)?.slug ?? ''));
}

/**
 * Issues the learner's certificate for the course, or answers the one they already hold. Runs in the
 * caller's transaction (the passing attempt's): the number, the row and the email commit with it. The
 * unique (user, course) pair settles races; the caller kicks the mail queue after commit.
 */
export async function issueCertificate(
  db: Executor,
  ctx: IssueContext,
  input: IssueInput,
): Promise<Certificate> {
  return inTransaction(db, ctx.effects, async (trx, uow) => {
    const existing = await repo.findCertificateFor(trx, input.userId, input.courseId);
    if (existing) return (await withSlugs(trx, ctx, [existing]))[0] as Certificate;

    const [account, labels, settings] = await Promise.all([
      findAccountById(trx, input.userId),
      courseLabelsByIds(trx, ctx, [input.courseId]),
      getEditableSettings(trx),
    ]);
    const course = labels.get(input.courseId);
    if (!course) throw notFound('Course not found');
    const year = new Date(input.issuedAt).getUTCFullYear();
    const fields: Omit<repo.CertificateRow, 'number' | 'statusListIndex'> = {
      id: newCertificateId(),
      userId: input.userId,
      courseId: input.courseId,
      attemptId: input.attemptId,
      holderName: holderNameOf(account),
      courseTitle: course.title,
      score: input.score,
      issuedAt: input.issuedAt,
      revokedAt: null,
    };
    // Numbers restart each year; the counter row stays locked until the caller commits, so a racing
    // issue for the same learner waits here and then finds the certificate taken: the savepoint gives
    // its number back, keeping the year's numbers without gaps.
    let row: repo.CertificateRow | undefined;
    const inserted = await repo.keepOnlyIf(trx, async () => {
      row = {
        ...fields,
        number: certificateNumber(year, await nextNumber(trx, `certificate-${year}`)),
        // Its bit in the revocation status list, given back with the number on a lost race.
        statusListIndex: await nextNumber(trx, STATUS_INDEX_SEQUENCE),
      };
      return repo.insertCertificateOnce(trx, row);
    });
    if (!inserted || !row) {
      // Another transaction issued it first (and committed): theirs is the certificate.
      const winner = await repo.findCertificateFor(trx, input.userId, input.courseId);
      if (!winner) throw new Error('certificate conflict without a certificate');
      return toCertificate(ctx, winner, course.slug);
    }
    const certificate = toCertificate(ctx, row, course.slug);
    await notify(uow, {
      userId: input.userId,
      kind: 'certificate_issued',
      data: { courseTitle: row.courseTitle, number: row.number },
      link: `/certificates/${row.id}`,
    });
    if (account && !account.deletedAt) {
      // In the holder's language, if they chose one.
      const locale = isLocale(account.locale) ? account.locale : DEFAULT_LOCALE;
      await queueMail(
        trx,
        certificateEmail(
          account.email,
          {
            holderName: row.holderName,
            courseTitle: row.courseTitle,
            number: row.number,
            score: formatScore(row.score, locale),
            issuedOn: formatIssuedOn(row.issuedAt, locale),
            certificateUrl: certificate.verifyUrl,
            pdfUrl: certificate.pdfUrl,
          },
          settings.siteName,
          locale,
        ),
      );
    }
    return certificate;
  });
}

/** The id of the learner's certificate for the course, or null. */
export async function findCertificateIdFor(
  db: Executor,
  userId: string,
  courseId: string,
): Promise<string | null> {
  return (await repo.findCertificateFor(db, userId, courseId))?.id ?? null;
}

/** Revokes a certificate (the admin console's); answers false when unknown or already revoked. */
export function revokeCertificate(db: Executor, id: string, at: string): Promise<boolean> {
  return repo.revokeCertificate(db, id, at);
}

/**
 * Revokes the learner's live certificate for the course (a refunded purchase), in the caller's
 * transaction; answers its number, or null when there was none or it was already revoked.
 */
export async function revokeCertificateFor(
  db: Executor,
  userId: string,
  courseId: string,
  at: string,
): Promise<string | null> {
  const row = await repo.findCertificateFor(db, userId, courseId);
  if (!row || row.revokedAt) return null;
  return (await repo.revokeCertificate(db, row.id, at)) ? row.number : null;
}

/** The learner's own certificates, newest first. */
export async function listOwnCertificates(
  ctx: AppContext,
  userId: string,
  page: number,
  limit: number,
): Promise<Paged<Certificate>> {
  const [rows, total] = await Promise.all([
    repo.listCertificates(ctx.db, userId, limit, (page - 1) * limit),
    repo.countCertificates(ctx.db, userId),
  ]);
  return { items: await withSlugs(ctx.db, ctx, rows), page, limit, total };
}

/** One of the learner's own certificates; another learner's is as unknown as a missing one. */
export async function getOwnCertificate(ctx: AppContext, userId: string, id: string): Promise<Certificate> {
  const row = await repo.findCertificate(ctx.db, id);
  if (!row || row.userId !== userId) throw notFound(CERTIFICATE_NOT_FOUND);
  return (await withSlugs(ctx.db, ctx, [row]))[0] as Certificate;
}

/** Public verification by id: valid or revoked; unknown is a 404. */
export async function verifyCertificate(ctx: AppContext, id: string): Promise<CertificateVerification> {
  const row = await repo.findCertificate(ctx.db, id);
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  const [certificate] = (await withSlugs(ctx.db, ctx, [row])) as [Certificate];
  return {
    status: row.revokedAt ? 'revoked' : 'valid',
    number: row.number,
    holderName: row.holderName,
    courseTitle: row.courseTitle,
    courseSlug: certificate.courseSlug,
    score: row.score,
    issuedAt: row.issuedAt,
    revokedAt: row.revokedAt,
    verifyUrl: certificate.verifyUrl,
    pdfUrl: certificate.pdfUrl,
    cryptographicallyVerified: await credentialVerifies(ctx, row),
  };
}

export interface CertificateHead {
  siteName: string;
  /** Null when no certificate has this id. */
  certificate: {
    holderName: string;
    courseTitle: string;
    number: string;
    issuedOn: string;
    revokedOn: string | null;
    url: string;
  } | null;
}

/** What a shared link to the public page previews (the seo module renders it). */
export async function findCertificateHead(
  ctx: AppContext,
  id: string,
  /** The page's language: the dates are written in it. */
  locale: Locale = DEFAULT_LOCALE,
): Promise<CertificateHead> {
  const [row, { siteName }] = await Promise.all([
    repo.findCertificate(ctx.db, id),
    getEditableSettings(ctx.db),
  ]);
  return {
    siteName,
    certificate: row
      ? {
          holderName: row.holderName,
          courseTitle: row.courseTitle,
          number: row.number,
          issuedOn: formatIssuedOn(row.issuedAt, locale),
          revokedOn: row.revokedAt ? formatIssuedOn(row.revokedAt, locale) : null,
          url: verifyUrlOf(ctx, row.id),
        }
      : null,
  };
}

/** "87%" ("87 %" in French and German): how the certificate pages write a score. */
export { formatScore } from './certificate.mapper.js';
