import type { AdminQuestion } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { AppError, badRequest, type FieldError } from '../../lib/app-error.js';
import { publicUploadKey } from '../../lib/uploaded-key.js';
import { recordAudit } from '../audit/audit.service.js';
import { type QuestionSetRef, resolveSet, toAdminQuestion } from './question-admin.service.js';
import { parseQuestionCsv } from './question-import.js';
import { addQuestion, questionsByIds } from './questions.service.js';

/** CSV import of questions: every row or none, with each bad line named. */

/** The template a question import starts from: the header and one example row. */
export const questionImportTemplate = [
  'question,option1,option2,option3,option4,option5,option6,option7,option8,correct,explanation,image_url',
  '"Which of these are prime numbers?",2,4,5,9,,,,,1;3,"4 and 9 have other divisors.",',
  '"What does CSS style?",Web pages,Databases,,,,,,,1,,',
  '',
].join('\r\n');

/**
 * Adds the CSV's questions at the end of the set in one transaction. Any bad row (or image address that is
 * not an upload of ours) answers 400 whose `errors` name each line and problem; then nothing is stored.
 */
export async function importAdminQuestions(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  actorId: string,
  ref: QuestionSetRef,
  csv: string,
): Promise<AdminQuestion[]> {
  const set = await resolveSet(db, ref);
  const { questions, errors } = parseQuestionCsv(csv);
  const imageKeys = new Map<number, string>();
  for (const question of questions) {
    if (!question.imageUrl) continue;
    try {
      imageKeys.set(question.line, await publicUploadKey(ctx.storage, question.imageUrl, 'image_url'));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push({
        path: `line ${question.line}`,
        message: 'image_url: must be the address of an image uploaded here',
      });
    }
  }
  if (errors.length > 0) throw importRefusal(errors);
  const ids = await inTransaction(db, async (trx, uow) => {
    const added: string[] = [];
    for (const question of questions) {
      added.push(
        await addQuestion(trx, {
          courseId: set.courseId,
          chapterId: set.chapterId,
          text: question.text,
          explanation: question.explanation,
          imageKey: imageKeys.get(question.line) ?? null,
          options: question.options,
        }),
      );
    }
    await recordAudit(uow, {
      actorId,
      action: 'import',
      entity: set.chapterId === null ? 'course' : 'chapter',
      entityId: set.chapterId ?? set.courseId,
      summary: `Imported ${added.length} questions into ${set.label}`,
    });
    return added;
  });
  return (await questionsByIds(db, ids)).map((q) => toAdminQuestion(ctx, q));
}

function importRefusal(errors: FieldError[]): AppError {
  const sorted = [...errors].sort((a, b) => lineOf(a) - lineOf(b));
  const [first] = sorted;
  const more = sorted.length > 1 ? ` (and ${sorted.length - 1} more)` : '';
  return badRequest(`Nothing was imported: ${first?.path}: ${first?.message}${more}`, sorted);
}

const lineOf = (error: FieldError) => Number(error.path.replace(/^line /, '')) || 0;
