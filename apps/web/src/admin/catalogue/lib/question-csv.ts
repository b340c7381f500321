import { questionImportColumns } from '@coursewise/contract';
import type { Translate } from './editor-i18n';

/** The template's example question, in the page's language (the options are code, the same in every one). */
const exampleRow = (_: Translate) => [
  _('editor.csv.exampleQuestion'),
  'var',
  'let',
  'const',
  '',
  '',
  '',
  '',
  '',
  '3',
  _('editor.csv.exampleExplanation'),
  '',
];

/** Quotes a CSV field when it holds a comma, quote or line break (RFC 4180). */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The import template: the contract's header and one example row (correct: option numbers, `1;3`). */
export function questionTemplateCsv(_: Translate): string {
  return `${[questionImportColumns, exampleRow(_)].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A server error path such as `line 3` as the line's number, for sorting and reading. */
export function lineNumberOf(path: string): number | null {
  const match = /line\s*(\d+)/i.exec(path);
  return match ? Number(match[1]) : null;
}
