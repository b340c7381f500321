import { type AdminQuestion, adminQuestionLimits as L, type QuestionCreateBody } from '@coursewise/contract';
import { type Static, Type } from '@sinclair/typebox';
import type { Translate } from './editor-i18n';

/** A question's form, its own message in the page's language. */
export const questionFormSchema = (_: Translate) =>
  Type.Object({
    text: Type.String({ minLength: 1, maxLength: L.textMax }),
    imageUrl: Type.Union([Type.String(), Type.Null()]),
    explanation: Type.String({ maxLength: L.explanationMax }),
    options: Type.Array(
      Type.Object({
        text: Type.String({ minLength: 1, maxLength: L.optionTextMax }),
        isCorrect: Type.Boolean(),
      }),
      {
        minItems: L.optionsMin,
        maxItems: L.optionsMax,
        errorMessage: _('editor.questionForm.error.options', { min: L.optionsMin, max: L.optionsMax }),
      },
    ),
  });
export type QuestionFormValues = Static<ReturnType<typeof questionFormSchema>>;

const blankOption = () => ({ text: '', isCorrect: false });

export function toQuestionValues(question?: AdminQuestion): QuestionFormValues {
  if (!question)
    return { text: '', imageUrl: null, explanation: '', options: [blankOption(), blankOption()] };
  return {
    text: question.text,
    imageUrl: question.imageUrl,
    explanation: question.explanation ?? '',
    options: question.options.map(({ text, isCorrect }) => ({ text, isCorrect })),
  };
}

export function toQuestionBody(values: QuestionFormValues): QuestionCreateBody {
  const explanation = values.explanation.trim();
  return {
    text: values.text.trim(),
    imageUrl: values.imageUrl,
    explanation: explanation === '' ? null : explanation,
    options: values.options.map((option) => ({ text: option.text.trim(), isCorrect: option.isCorrect })),
  };
}

export { blankOption };
