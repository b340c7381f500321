import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The extraction check of issue 26: a word written into the markup instead of a catalogue fails here,
 * naming its file and line. It reads every source file of the web app (tests and test helpers quote
 * English on purpose) and flags literal text a person would read: JSX text, the props that show words
 * (labels, placeholders, titles, aria names…), and the title and message of a notification. The
 * journeys' pseudo-locale run (e2e/pseudo-locale.test.ts) catches what this cannot see: words that
 * reach the page through a variable.
 */
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*test-kit.tsx', '!../test/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** Props whose value a person reads or a screen reader says. */
const SHOWN_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'description',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'error',
  'message',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
  'nothingFoundMessage',
  'loadingText',
  'heading',
  'hint',
]);

/** Calls whose object argument's `title` and `message` show: the console's and the app's toasts. */
const TOAST_CALLS = /^(notifications\.(show|update)|showNotification|toast\w*|notify\w*)$/;

/**
 * Text that is the same in every language: the brand, a language named in itself, units and symbols,
 * an example address or code. Anything else needs a message.
 */
const SAME_EVERYWHERE = [
  /\b(Coursewise|Stripe)\b/g,
  /\b(English|Español|Français|Deutsch)\b/g,
  /\b[A-Z]{2,4}\b/g, // currency and language codes, "PDF", "CSV"
  /\bhttps?:\/\/\S*/g,
  /\S+@example\.(com|org)\b/g,
  /(?<!\p{L})\/[\w.-]+(\/[\w.-]+)*/gu, // an address on the site: "/courses"
  /\b(pk|sk|whsec)_\w*…?/g, // the start of a Stripe key, as a placeholder shows it
];

// Two letters in a row, in any script: a word a person would read.
const WORD = /\p{L}{2,}/u;

/** Words no person meets, each with the reason. */
const NEVER_SHOWN: { file: string; text: string; why: string }[] = [
  {
    file: 'features/content/components/contact-form.tsx',
    text: 'Website',
    why: 'the honeypot field, hidden from people and from assistive technology',
  },
];

interface Finding {
  file: string;
  line: number;
  text: string;
}

const isShown = (text: string) =>
  WORD.test(SAME_EVERYWHERE.reduce((rest, pattern) => rest.replace(pattern, ' '), text));

/** The literal words of a string or template expression, or undefined when it is not one. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isConditionalExpression(node)) {
    return [literalText(node.whenTrue), literalText(node.whenFalse)].filter(Boolean).join(' ') || undefined;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.BarBarToken) {
    return literalText(node.right);
  }
  return undefined;
}

function attributeName(attribute: ts.JsxAttribute): string {
  return ts.isIdentifier(attribute.name) ? attribute.name.text : attribute.name.getText();
}

function findingsIn(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const flag = (node: ts.Node, words: string) => {
    if (!isShown(words)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    findings.push({
      file: file.replace(/^\.\.\//, ''),
      line: line + 1,
      text: words.replace(/\s+/g, ' ').trim(),
    });
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) flag(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const words = literalText(node.expression);
      if (words !== undefined) flag(node, words);
    } else if (ts.isJsxAttribute(node) && SHOWN_PROPS.has(attributeName(node)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const words = value && literalText(value);
      if (words !== undefined) flag(node, words);
    } else if (ts.isCallExpression(node) && TOAST_CALLS.test(node.expression.getText(source))) {
      for (const argument of node.arguments) {
        if (!ts.isObjectLiteralExpression(argument)) continue;
        for (const property of argument.properties) {
          if (!ts.isPropertyAssignment(property)) continue;
          if (!['title', 'message'].includes(property.name.getText(source))) continue;
          const words = literalText(property.initializer);
          if (words !== undefined) flag(property, words);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

describe('words shown in the UI', () => {
  const findings = Object.entries(sources)
    .flatMap(([file, text]) => findingsIn(file, text))
    .filter((found) => !NEVER_SHOWN.some(({ file, text }) => found.file === file && found.text === text));

  it('come from the message catalogues, never from the markup', () => {
    expect(findings.map(({ file, line, text }) => `${file}:${line} "${text}"`)).toEqual([]);
  });

  it('are found where the markup holds them (the check can fail)', () => {
    const sample = [
      'export const A = () => <p>Hello there</p>;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text holding a template
      'export const B = () => <input placeholder="Search courses" aria-label={`Find ${x}`} />;',
      "export const C = () => <span>{ok ? 'Saved' : 'Not saved'}</span>;",
      "notifications.show({ title: 'Saved', message: _('x.y') });",
      "export const D = () => <p>{_('x.y')} · Coursewise · {name} EUR</p>;",
    ].join('\n');
    expect(findingsIn('../sample.tsx', sample).map(({ line, text }) => [line, text])).toEqual([
      [1, 'Hello there'],
      [2, 'Search courses'],
      [2, 'Find'],
      [3, 'Saved Not saved'],
      [4, 'Saved'],
    ]);
  });
});
