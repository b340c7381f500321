import { type Static, Type } from '@sinclair/typebox';
import { Envelope } from '../common.js';

/**
 * Quiz questions as the admin console edits them, with their key: a chapter's quiz
 * (`chapters/{id}/questions`) or a course's final pool (`courses/{id}/final-questions`). A question is
 * multiple-choice when more than one option is correct. Deleting a question that learners have
 * answered archives it (their attempts stay readable); others are deleted.
 */

export const adminQuestionLimits = {
  textMax: 2000,
  explanationMax: 4000,
  optionTextMax: 1000,
  optionsMin: 2,
  optionsMax: 8,
  /** Rows in one CSV import. */
  importRowsMax: 500,
  /** Bytes of one CSV import. */
  importBytesMax: 1024 * 1024,
} as const;
const L = adminQuestionLimits;

export const AdminQuestionOption = Type.Object({
  id: Type.String(),
  text: Type.String(),
  isCorrect: Type.Boolean(),
});

export const AdminQuestion = Type.Object({
  id: Type.String(),
  courseId: Type.String(),
  /** null: a question of the course's final pool. */
  chapterId: Type.Union([Type.String(), Type.Null()]),
  text: Type.String(),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  explanation: Type.Union([Type.String(), Type.Null()]),
  multiple: Type.Boolean(),
  position: Type.Integer(),
  options: Type.Array(AdminQuestionOption),
});
export type AdminQuestion = Static<typeof AdminQuestion>;

const OptionInput = Type.Object(
  {
    text: Type.String({ minLength: 1, maxLength: L.optionTextMax }),
    isCorrect: Type.Boolean(),
  },
  { additionalProperties: false },
);
const questionFields = {
  text: Type.String({ minLength: 1, maxLength: L.textMax }),
  /** A URL an upload answered, or null. */
  imageUrl: Type.Union([Type.String({ minLength: 1, maxLength: 500 }), Type.Null()]),
  explanation: Type.Union([Type.String({ maxLength: L.explanationMax }), Type.Null()]),
  /** 2–8 options, at least one correct. Edited in place by position, so past answers keep their options. */
  options: Type.Array(OptionInput, { minItems: L.optionsMin, maxItems: L.optionsMax }),
};

export const QuestionCreateBody = Type.Object(
  {
    text: questionFields.text,
    options: questionFields.options,
    imageUrl: Type.Optional(questionFields.imageUrl),
    explanation: Type.Optional(questionFields.explanation),
  },
  { additionalProperties: false },
);
export type QuestionCreateBody = Static<typeof QuestionCreateBody>;

export const QuestionUpdateBody = Type.Partial(Type.Object(questionFields), { additionalProperties: false });
export type QuestionUpdateBody = Static<typeof QuestionUpdateBody>;

export const AdminQuestionResponse = Envelope(AdminQuestion);
export const AdminQuestionListResponse = Envelope(Type.Array(AdminQuestion));

/** POST …/questions/import answers how many questions were added (all rows or none). */
export const QuestionImportResponse = Envelope(
  Type.Object({ imported: Type.Integer(), questions: Type.Array(AdminQuestion) }),
);

/**
 * The CSV columns of an import, in the template's order: `question`, `option1`…`option8`, `correct`
 * (the correct options' numbers, e.g. `1;3`), `explanation`, `image_url`. The first line is the header.
 */
export const questionImportColumns = [
  'question',
  'option1',
  'option2',
  'option3',
  'option4',
  'option5',
  'option6',
  'option7',
  'option8',
  'correct',
  'explanation',
  'image_url',
] as const;
