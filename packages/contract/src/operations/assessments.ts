import {
  CertificateIdParams,
  CertificateListResponse,
  CertificateResponse,
  CertificateVerificationResponse,
  ChapterAnswerBody,
  ChapterAttemptListResponse,
  ChapterAttemptResultResponse,
  ChapterAttemptsQuery,
  ChapterQuizQuery,
  ChapterQuizResponse,
  CourseQuery,
  FinalAnswerBody,
  FinalAssessmentResponse,
  FinalAttemptListResponse,
  FinalAttemptResultResponse,
  FinalAttemptsQuery,
  FinalReviewQuery,
  FinalReviewResponse,
  OpenBadgeCredential,
  ReissueCertificateBody,
  StatusListCredential,
  StatusListParams,
} from '../assessments.js';
import { PageOnlyQuery } from '../common.js';
import { bodyErrors, defineOperations, errorResponses, mediaAnswer, tokenRequired } from '../operation.js';
import { assessmentRoutes, certificateRoutes } from '../routes/assessments.js';

/** Chapter quizzes and the final assessment: scored on the server, keys only in reviews. */
export const assessmentOperations = defineOperations(assessmentRoutes, 'assessments', {
  getChapterQuestions: {
    summary: 'A chapter’s quiz questions, without the answer key',
    description: 'Owners of the course only. 404 when the chapter has no quiz.',
    security: tokenRequired,
    querystring: ChapterQuizQuery,
    response: { 200: ChapterQuizResponse, ...errorResponses(400, 401, 403, 404) },
  },
  addChapterAnswers: {
    summary: 'Submit a chapter quiz: scored on the server; passing completes the chapter',
    description:
      'Every question of the chapter answered once, with options of that question (else 400). An answer ' +
      'is correct when its options equal the key; percentage = correct ÷ total × 100. Retakes are unlimited.',
    security: tokenRequired,
    body: ChapterAnswerBody,
    response: { 201: ChapterAttemptResultResponse, ...errorResponses(...bodyErrors, 401, 403, 404) },
  },
  listChapterAnswers: {
    summary: 'The learner’s chapter quiz attempts, for a chapter or a whole course, newest first',
    security: tokenRequired,
    querystring: ChapterAttemptsQuery,
    response: { 200: ChapterAttemptListResponse, ...errorResponses(400, 401, 403, 404) },
  },
  getFinalQuestions: {
    summary: 'The final assessment: its state and, when open, the current attempt’s questions',
    description:
      'Opens once every chapter is complete. The questions are drawn for this attempt (a pool may hold ' +
      'more) with options shuffled, and stay the same until the attempt is submitted. Never the key. ' +
      'Question and option ids are the attempt’s own: unordered, and refused by any other attempt.',
    security: tokenRequired,
    querystring: CourseQuery,
    response: { 200: FinalAssessmentResponse, ...errorResponses(400, 401, 403, 404) },
  },
  addFinalAnswers: {
    summary: 'Submit the open final attempt: score, passed, and the certificate when passed',
    description:
      'Answers exactly the questions drawn for `attemptId`, with their options (else 400). Locked (chapters ' +
      'remain), passed already or out of attempts: 409. Two submissions at once never exceed the limit; ' +
      'the certificate is issued once, in the same transaction as the passing attempt.',
    security: tokenRequired,
    body: FinalAnswerBody,
    response: { 201: FinalAttemptResultResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 409) },
  },
  listFinalAnswers: {
    summary: 'The learner’s final assessment attempts, newest first',
    security: tokenRequired,
    querystring: FinalAttemptsQuery,
    response: { 200: FinalAttemptListResponse, ...errorResponses(400, 401, 403, 404) },
  },
  getFinalReview: {
    summary: 'Review of the latest (or a named) final attempt: right or wrong, and the key once earned',
    description:
      'Only after an attempt: 404 before the first. Each question says whether it was answered right and ' +
      'what was chosen; the correct options and explanations (`keyShown`) only once the learner has ' +
      'passed or has no attempts left.',
    security: tokenRequired,
    querystring: FinalReviewQuery,
    response: { 200: FinalReviewResponse, ...errorResponses(400, 401, 403, 404) },
  },
});

/** Certificates: the holder's own, the PDF and public verification. */
export const certificateOperations = defineOperations(certificateRoutes, 'certificates', {
  listCertificates: {
    summary: 'The learner’s certificates, newest first',
    security: tokenRequired,
    querystring: PageOnlyQuery,
    response: { 200: CertificateListResponse, ...errorResponses(400, 401) },
  },
  getCertificate: {
    summary: 'One of the learner’s certificates',
    description: 'Another learner’s certificate is a 404 here; anyone may verify it publicly.',
    security: tokenRequired,
    params: CertificateIdParams,
    response: { 200: CertificateResponse, ...errorResponses(400, 401, 404) },
  },
  reissueCertificate: {
    summary: 'Re-issue one of the learner’s certificates with their current profile name',
    description:
      'Same id and number, a new PDF. The body is `{}`: the name is the profile’s. Another learner’s ' +
      'certificate is a 404, a revoked one a 409 (so is a profile without a name). Audited.',
    security: tokenRequired,
    params: CertificateIdParams,
    body: ReissueCertificateBody,
    response: { 200: CertificateResponse, ...errorResponses(...bodyErrors, 401, 404, 409) },
  },
  getCertificatePdf: {
    summary: 'The certificate as an A4 landscape PDF with its verification QR code',
    description:
      'Public: the id is unguessable. A revoked certificate is a 410. Each address may fetch 60 PDFs ' +
      'per 15 minutes (429 with Retry-After).',
    params: CertificateIdParams,
    response: {
      200: mediaAnswer('application/pdf', 'The certificate, A4 landscape, shown inline', {
        type: 'string',
        format: 'binary',
      }),
      ...errorResponses(400, 404, 410, 429),
    },
  },
  verifyCertificate: {
    summary: 'Public verification: holder, course, date, score, and whether it was revoked',
    params: CertificateIdParams,
    response: { 200: CertificateVerificationResponse, ...errorResponses(400, 404) },
  },
  getCertificateCredential: {
    summary: 'The holder’s Open Badges 3.0 credential (JSON-LD) for the certificate',
    description:
      'Holder only; its `id` is the public verification URL. Signed by the site’s `did:web` ' +
      '(`/.well-known/did.json`) with an `eddsa-rdfc-2022` Data Integrity proof; its `credentialStatus` ' +
      'points at the revocation status list. A revoked certificate is a 410.',
    security: tokenRequired,
    params: CertificateIdParams,
    response: {
      200: mediaAnswer('application/ld+json', 'The credential, as a file to download', OpenBadgeCredential),
      ...errorResponses(400, 401, 404, 410),
    },
  },
  getCertificateStatusList: {
    summary: 'The signed revocation status list that certificates’ credentials point at',
    description:
      'Public: a W3C `BitstringStatusListCredential` signed like the credentials; the bit at a ' +
      'credential’s `statusListIndex` is set once its certificate is revoked (by an admin or a refund).',
    params: StatusListParams,
    response: {
      200: mediaAnswer('application/ld+json', 'The status list credential', StatusListCredential),
      ...errorResponses(400),
    },
  },
  getCertificateShareImage: {
    summary: 'The certificate’s link-preview picture: a 1200×630 PNG with holder, course, date and site',
    description:
      'Public: the verification page’s `og:image`. Sent with an ETag (a changed holder name or site name ' +
      'changes it) and cached for an hour; a revoked certificate is a 410.',
    params: CertificateIdParams,
    response: {
      200: mediaAnswer('image/png', 'The picture, 1200×630', { type: 'string', format: 'binary' }),
      ...errorResponses(400, 404, 410),
    },
  },
});
