import { adminQuestionLimits, questionImportColumns } from '@coursewise/contract';
import { CsvError, parse } from 'csv-parse/sync';
import type { FieldError } from '../../lib/app-error.js';
import { questionErrors } from './questions.service.js';

/**
 * Reading a question CSV (the import template's columns, any order, header first): each row becomes a
 * question or, when anything is wrong with it, errors naming its line. The caller stores all rows or none.
 */

export interface ImportedQuestion {
  line: number;
  text: string;
  explanation: string | null;
  imageUrl: string | null;
  options: { text: string; isCorrect: boolean }[];
}

export interface ParsedImport {
  questions: ImportedQuestion[];
  errors: FieldError[];
}

type Column = (typeof questionImportColumns)[number];
const optionColumns = questionImportColumns.filter((c) => c.startsWith('option'));
const at = (line: number, message: string): FieldError => ({ path: `line ${line}`, message });

/** The column positions of the header, or errors naming what is missing or unknown. */
function readHeader(header: string[]): { columns: Map<Column, number> } | { errors: FieldError[] } {
  const columns = new Map<Column, number>();
  const errors: FieldError[] = [];
  header.forEach((raw, i) => {
    const name = raw.trim().toLowerCase();
    if (!name) return;
    if (!(questionImportColumns as readonly string[]).includes(name)) {
      errors.push(at(1, `"${raw.trim()}" is not a known column (${questionImportColumns.join(', ')})`));
    } else if (columns.has(name as Column)) errors.push(at(1, `the column "${name}" appears twice`));
    else columns.set(name as Column, i);
  });
  for (const required of ['question', 'option1', 'option2', 'correct'] as const) {
    if (!columns.has(required)) errors.push(at(1, `the column "${required}" is missing`));
  }
  return errors.length ? { errors } : { columns };
}

/** The correct options' numbers from `1;3` (also `1,3`, `1 3`, `1|3`), or the problem with them. */
function readCorrect(value: string, filled: Set<number>): { numbers: Set<number> } | { error: string } {
  const tokens = value.split(/[;,|\s]+/).filter(Boolean);
  if (tokens.length === 0) return { error: 'correct: name the correct options by number, e.g. "1;3"' };
  const numbers = new Set<number>();
  for (const token of tokens) {
    const n = /^[1-8]$/.test(token) ? Number(token) : Number.NaN;
    if (Number.isNaN(n)) return { error: `correct: "${token}" is not an option number from 1 to 8` };
    if (!filled.has(n)) return { error: `correct: option ${n} is empty` };
    numbers.add(n);
  }
  return { numbers };
}

function readRow(
  record: string[],
  line: number,
  columns: Map<Column, number>,
): ImportedQuestion | FieldError[] {
  const cell = (column: Column) => {
    const i = columns.get(column);
    return i === undefined ? '' : (record[i] ?? '').trim();
  };
  const filled = new Map<number, string>();
  optionColumns.forEach((column, i) => {
    const text = cell(column);
    if (text) filled.set(i + 1, text);
  });
  const correct = readCorrect(cell('correct'), new Set(filled.keys()));
  if ('error' in correct) return [at(line, correct.error)];
  const question: ImportedQuestion = {
    line,
    text: cell('question'),
    explanation: cell('explanation') || null,
    imageUrl: cell('image_url') || null,
    options: [...filled].map(([n, text]) => ({ text, isCorrect: correct.numbers.has(n) })),
  };
  // The template's names: `question`, and `option3` for the third filled option's column.
  const numbers = [...filled.keys()];
  const column = (path: string) =>
    path === 'text'
      ? 'question'
      : path.replace(/^options\.(\d+)\.text$/, (_, i: string) => `option${numbers[Number(i)] ?? ''}`);
  const errors = questionErrors(question).map((e) => at(line, `${column(e.path)}: ${e.message}`));
  return errors.length ? errors : question;
}

/** Parses the CSV text into questions, or the errors of every bad line (parsing stops at a broken quote). */
export function parseQuestionCsv(text: string): ParsedImport {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      info: true,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      return { questions: [], errors: [at(line, `the CSV cannot be read: ${error.message}`)] };
    }
    throw error;
  }
  const [header, ...rows] = records;
  if (!header)
    return { questions: [], errors: [at(1, 'the file is empty: start with the template’s header')] };
  const read = readHeader(header.record);
  if ('errors' in read) return { questions: [], errors: read.errors };
  if (rows.length === 0) return { questions: [], errors: [at(1, 'there are no questions under the header')] };
  if (rows.length > adminQuestionLimits.importRowsMax) {
    return {
      questions: [],
      errors: [
        at(
          1,
          `at most ${adminQuestionLimits.importRowsMax} questions per file (this one has ${rows.length})`,
        ),
      ],
    };
  }
  const questions: ImportedQuestion[] = [];
  const errors: FieldError[] = [];
  for (const { record, info } of rows) {
    const result = readRow(record, info.lines, read.columns);
    if (Array.isArray(result)) errors.push(...result);
    else questions.push(result);
  }
  return { questions, errors };
}
