import { questionImportColumns } from '@coursewise/contract';

const EXAMPLE_ROW = [
  'Which keyword declares a constant?',
  'var',
  'let',
  'const',
  '',
  '',
  '',
  '',
  '',
  '3',
  'const bindings cannot be reassigned.',
  '',
];

/** Quotes a CSV field when it holds a comma, quote or line break (RFC 4180). */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The import template: the contract's header and one example row (correct: option numbers, `1;3`). */
export function questionTemplateCsv(): string {
  return `${[questionImportColumns, EXAMPLE_ROW].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A server error path such as `line 3` as the line's number, for sorting and reading. */
export function lineNumberOf(path: string): number | null {
  const match = /line\s*(\d+)/i.exec(path);
  return match ? Number(match[1]) : null;
}
