import { type Static, Type } from '@sinclair/typebox';
import { Envelope, Id, Paged, PageQuery } from './common.js';

/**
 * Chapter quizzes and the final assessment. Questions reach the learner without their key; the key
 * (`isCorrect` per option, `explanation`) appears only in a review of an attempt already stored, and for
 * the final only once the learner has passed or used every attempt. A final attempt's question and
 * option ids are its own (opaque, unordered), valid for that attempt only.
 */

export const QuizOption = Type.Object({ id: Type.String(), text: Type.String() });
export type QuizOption = Static<typeof QuizOption>;

/** A question as the learner takes it: never its key. `multiple`: more than one option is correct. */
export const Question = Type.Object({
  id: Type.String(),
  text: Type.String(),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  multiple: Type.Boolean(),
  options: Type.Array(QuizOption),
});
export type Question = Static<typeof Question>;

/** One answer as the learner sends it: the chosen options of one question. */
export const AnswerInput = Type.Object(
  {
    questionId: Id,
    optionIds: Type.Array(Id, { minItems: 1, maxItems: 8, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type AnswerInput = Static<typeof AnswerInput>;

/** Correct when the chosen options equal the key exactly. */
export const AnswerResult = Type.Object({
  questionId: Type.String(),
  optionIds: Type.Array(Type.String()),
  isCorrect: Type.Boolean(),
});
export type AnswerResult = Static<typeof AnswerResult>;

/** A stored attempt. percentage = correct ÷ total × 100, rounded to a whole number for display. */
export const Attempt = Type.Object({
  id: Type.String(),
  correct: Type.Integer(),
  total: Type.Integer(),
  percentage: Type.Number(),
  passed: Type.Boolean(),
  answers: Type.Array(AnswerResult),
  createdAt: Type.String(),
});
export type Attempt = Static<typeof Attempt>;

/**
 * A question after an attempt: what was chosen, whether it was right and, with the key, every option's
 * `isCorrect` and the explanation. A final's review withholds the key (`isCorrect` absent on options,
 * `explanation` null) until the learner passes or has no attempts left: see `FinalReview.keyShown`.
 */
export const QuestionReview = Type.Object({
  questionId: Type.String(),
  text: Type.String(),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  multiple: Type.Boolean(),
  options: Type.Array(
    Type.Object({ id: Type.String(), text: Type.String(), isCorrect: Type.Optional(Type.Boolean()) }),
  ),
  chosenOptionIds: Type.Array(Type.String()),
  isCorrect: Type.Boolean(),
  explanation: Type.Union([Type.String(), Type.Null()]),
});
export type QuestionReview = Static<typeof QuestionReview>;

// ---- Chapter quizzes -------------------------------------------------------------------------

export const ChapterQuizQuery = Type.Object({ chapterId: Id }, { additionalProperties: false });

/** GET chapter/questions?chapterId=: the chapter's quiz, every question, in order, without the key. */
export const ChapterQuiz = Type.Object({
  chapterId: Type.String(),
  courseId: Type.String(),
  chapterTitle: Type.String(),
  /** Percentage needed to pass (the course's pass mark). */
  passMark: Type.Integer(),
  questions: Type.Array(Question),
  /** The learner's best attempt so far, or null. */
  best: Type.Union([Type.Object({ percentage: Type.Number(), passed: Type.Boolean() }), Type.Null()]),
});
export type ChapterQuiz = Static<typeof ChapterQuiz>;
export const ChapterQuizResponse = Envelope(ChapterQuiz);

/** POST chapterAnswer/add: one answer for each of the chapter's questions, each once. */
export const ChapterAnswerBody = Type.Object(
  { chapterId: Id, answers: Type.Array(AnswerInput, { minItems: 1, maxItems: 100 }) },
  { additionalProperties: false },
);
export type ChapterAnswerBody = Static<typeof ChapterAnswerBody>;

/** The stored chapter attempt, whether it completed the chapter, and its review. */
export const ChapterAttemptResult = Type.Composite([
  Attempt,
  Type.Object({
    chapterId: Type.String(),
    chapterCompleted: Type.Boolean(),
    review: Type.Array(QuestionReview),
  }),
]);
export type ChapterAttemptResult = Static<typeof ChapterAttemptResult>;
export const ChapterAttemptResultResponse = Envelope(ChapterAttemptResult);

/** GET chapterAnswer/getAll: `chapterId` or `courseId` (exactly one), newest first, paged. */
export const ChapterAttemptsQuery = Type.Object(
  { chapterId: Type.Optional(Id), courseId: Type.Optional(Id), ...PageQuery },
  { additionalProperties: false },
);
export type ChapterAttemptsQuery = Static<typeof ChapterAttemptsQuery>;
export const ChapterAttempt = Type.Composite([Attempt, Type.Object({ chapterId: Type.String() })]);
export type ChapterAttempt = Static<typeof ChapterAttempt>;
export const ChapterAttemptListResponse = Envelope(Paged(ChapterAttempt));

// ---- Final assessment ------------------------------------------------------------------------

export const CourseQuery = Type.Object({ courseId: Id }, { additionalProperties: false });

export const FinalStatus = Type.Union([
  /** Chapters remain: `remainingChapters` says how many. */
  Type.Literal('locked'),
  /** An attempt is open: `attemptId` and `questions` are set. */
  Type.Literal('open'),
  /** Passed: the certificate is issued; no more attempts. */
  Type.Literal('passed'),
  /** Every attempt used without passing. */
  Type.Literal('exhausted'),
  /** The course has no final assessment. */
  Type.Literal('none'),
]);
export type FinalStatus = Static<typeof FinalStatus>;

/**
 * GET course/final-question?courseId=. When open, the questions of the learner's current attempt: a
 * draw from the course's pool (or all its final questions) with options shuffled, kept until submitted,
 * so a reload shows the same questions. Without the key.
 */
export const FinalAssessment = Type.Object({
  courseId: Type.String(),
  status: FinalStatus,
  passMark: Type.Integer(),
  attemptsAllowed: Type.Integer(),
  attemptsUsed: Type.Integer(),
  remainingChapters: Type.Integer(),
  attemptId: Type.Union([Type.String(), Type.Null()]),
  questions: Type.Array(Question),
  certificateId: Type.Union([Type.String(), Type.Null()]),
});
export type FinalAssessment = Static<typeof FinalAssessment>;
export const FinalAssessmentResponse = Envelope(FinalAssessment);

/** POST courseAnswer/add: one answer for each question of the open attempt `attemptId`. */
export const FinalAnswerBody = Type.Object(
  {
    courseId: Id,
    attemptId: Id,
    answers: Type.Array(AnswerInput, { minItems: 1, maxItems: 100 }),
  },
  { additionalProperties: false },
);
export type FinalAnswerBody = Static<typeof FinalAnswerBody>;

/** A submitted final attempt: its number among the learner's attempts. */
export const FinalAttempt = Type.Composite([
  Attempt,
  Type.Object({ courseId: Type.String(), number: Type.Integer() }),
]);
export type FinalAttempt = Static<typeof FinalAttempt>;
export const FinalAttemptListResponse = Envelope(Paged(FinalAttempt));

export const Certificate = Type.Object({
  id: Type.String(),
  /** `CW-2026-000123`. */
  number: Type.String(),
  courseId: Type.String(),
  courseSlug: Type.String(),
  courseTitle: Type.String(),
  /** The holder's name when it was issued. */
  holderName: Type.String(),
  score: Type.Number(),
  issuedAt: Type.String(),
  revoked: Type.Boolean(),
  /** Absolute URLs. */
  pdfUrl: Type.String(),
  verifyUrl: Type.String(),
});
export type Certificate = Static<typeof Certificate>;

/** The attempt's result, attempts left, and the certificate when this attempt passed. */
export const FinalAttemptResult = Type.Composite([
  FinalAttempt,
  Type.Object({
    attemptsLeft: Type.Integer(),
    certificate: Type.Union([Certificate, Type.Null()]),
  }),
]);
export type FinalAttemptResult = Static<typeof FinalAttemptResult>;
export const FinalAttemptResultResponse = Envelope(FinalAttemptResult);

export const FinalAttemptsQuery = Type.Object(
  { courseId: Id, ...PageQuery },
  { additionalProperties: false },
);
export type FinalAttemptsQuery = Static<typeof FinalAttemptsQuery>;

/** GET courseAnswer/getAllCourseAnswerDetails?courseId=[&attemptId=]: the latest (or named) attempt's review. */
export const FinalReviewQuery = Type.Object(
  { courseId: Id, attemptId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type FinalReviewQuery = Static<typeof FinalReviewQuery>;
export const FinalReview = Type.Object({
  attempt: FinalAttempt,
  /**
   * Whether the questions carry the key (correct options, explanations): only once the learner has
   * passed or has no attempts left, so a failed attempt's review cannot be copied into the next one.
   */
  keyShown: Type.Boolean(),
  questions: Type.Array(QuestionReview),
});
export type FinalReview = Static<typeof FinalReview>;
export const FinalReviewResponse = Envelope(FinalReview);

// ---- Certificates ----------------------------------------------------------------------------

export const CertificateResponse = Envelope(Certificate);
export const CertificateListResponse = Envelope(Paged(Certificate));
export const CertificateIdParams = Type.Object({ id: Id }, { additionalProperties: false });
/** POST certification/{id}/reissue: no fields, the name comes from the holder's profile. */
export const ReissueCertificateBody = Type.Object({}, { additionalProperties: false });

/** GET certification/verify/{id}: public. Unknown ids are a 404. */
export const CertificateVerification = Type.Object({
  status: Type.Union([Type.Literal('valid'), Type.Literal('revoked')]),
  number: Type.String(),
  holderName: Type.String(),
  courseTitle: Type.String(),
  courseSlug: Type.String(),
  score: Type.Number(),
  issuedAt: Type.String(),
  revokedAt: Type.Union([Type.String(), Type.Null()]),
  verifyUrl: Type.String(),
  pdfUrl: Type.String(),
  /**
   * Whether the certificate's signed credential verifies as an outside verifier checks it (the
   * proof against the site's DID document, and its revocation bit): false once revoked.
   */
  cryptographicallyVerified: Type.Boolean(),
});
export type CertificateVerification = Static<typeof CertificateVerification>;
export const CertificateVerificationResponse = Envelope(CertificateVerification);

/**
 * GET certification/{id}/credential: the holder's Open Badges 3.0 `OpenBadgeCredential` (JSON-LD),
 * signed by the site's `did:web` with a Data Integrity proof (`eddsa-rdfc-2022`); its `id` is the
 * public verification URL and its `credentialStatus` the certificate's bit in the revocation list.
 */
export const OpenBadgeCredential = Type.Object({
  '@context': Type.Array(Type.String()),
  id: Type.String(),
  type: Type.Array(Type.String()),
  name: Type.String(),
  description: Type.String(),
  issuer: Type.Object({
    id: Type.String(),
    type: Type.Array(Type.String()),
    name: Type.String(),
    url: Type.String(),
  }),
  validFrom: Type.String(),
  credentialSubject: Type.Object({
    type: Type.Array(Type.String()),
    /** The holder as named on the certificate (no email or account id). */
    identifier: Type.Array(
      Type.Object({
        type: Type.Literal('IdentityObject'),
        identityType: Type.String(),
        hashed: Type.Boolean(),
        identityHash: Type.String(),
      }),
    ),
    /** The course. */
    achievement: Type.Object({
      id: Type.String(),
      type: Type.Array(Type.String()),
      achievementType: Type.String(),
      name: Type.String(),
      description: Type.String(),
      criteria: Type.Object({ id: Type.String(), narrative: Type.String() }),
      image: Type.Optional(Type.Object({ id: Type.String(), type: Type.String(), caption: Type.String() })),
      resultDescription: Type.Array(
        Type.Object({
          id: Type.String(),
          type: Type.Array(Type.String()),
          name: Type.String(),
          resultType: Type.String(),
          requiredValue: Type.String(),
        }),
      ),
    }),
    /** The final assessment score, in percent. */
    result: Type.Array(
      Type.Object({
        type: Type.Array(Type.String()),
        resultDescription: Type.String(),
        value: Type.String(),
      }),
    ),
  }),
  credentialSchema: Type.Array(Type.Object({ id: Type.String(), type: Type.String() })),
  credentialStatus: Type.Object({
    id: Type.String(),
    type: Type.Literal('BitstringStatusListEntry'),
    statusPurpose: Type.Literal('revocation'),
    statusListIndex: Type.String(),
    statusListCredential: Type.String(),
  }),
  proof: Type.Object({
    type: Type.Literal('DataIntegrityProof'),
    created: Type.String(),
    verificationMethod: Type.String(),
    cryptosuite: Type.Literal('eddsa-rdfc-2022'),
    proofPurpose: Type.Literal('assertionMethod'),
    proofValue: Type.String(),
  }),
});
export type OpenBadgeCredential = Static<typeof OpenBadgeCredential>;

/**
 * GET certification/status-list/{list}: the list's number (0, 1, …; each holds 131,072 certificates,
 * and the indexes are 32-bit integers, so 16,384 lists hold them all).
 */
export const StatusListParams = Type.Object(
  { list: Type.Integer({ minimum: 0, maximum: 16_383 }) },
  { additionalProperties: false },
);

/** The signed `BitstringStatusListCredential` (JSON-LD): bit n set = the certificate at n is revoked. */
export const StatusListCredential = Type.Object({
  '@context': Type.Array(Type.String()),
  id: Type.String(),
  type: Type.Array(Type.String()),
  issuer: Type.String(),
  validFrom: Type.String(),
  credentialSubject: Type.Object({
    id: Type.String(),
    type: Type.Literal('BitstringStatusList'),
    statusPurpose: Type.Literal('revocation'),
    encodedList: Type.String(),
  }),
  proof: Type.Object({ type: Type.String(), proofValue: Type.String() }),
});
export type StatusListCredential = Static<typeof StatusListCredential>;
