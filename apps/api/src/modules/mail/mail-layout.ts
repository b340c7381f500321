import { DEFAULT_LOCALE, type Locale } from '@coursewise/contract';
import type { Inline, MailBlock } from './mail-blocks.js';
import type { MailAddress, MailMessage } from './mailer.js';

export interface MailContent {
  to: string;
  subject: string;
  siteName: string;
  /** The mail's body after the site's name: greeting, paragraphs, a code, an order's lines. */
  blocks: MailBlock[];
  replyTo?: MailAddress;
  /** The recipient's language (the HTML says it, for screen readers and mail clients); English if unknown. */
  locale?: Locale;
}

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const inlineText = (run: Inline): string => (typeof run === 'string' ? run : run.text);

const inlineHtml = (run: Inline): string =>
  typeof run === 'string'
    ? escapeHtml(run).replace(/\r?\n/g, '<br>\n')
    : `<a href="${escapeHtml(run.href)}" style="color:#0b7285">${escapeHtml(run.text)}</a>`;

function tableText(rows: [string, string][]): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `    ${label.padEnd(width)}   ${value}`).join('\n');
}

// Inline styles: many mail clients drop a <style> element, so each element carries its own.
function tableHtml(rows: [string, string][]): string {
  const cell = 'padding:6px 0;border-bottom:1px solid #e9ecef';
  const body = rows
    .map(([label, value], i) => {
      const weight = i === rows.length - 1 ? 'font-weight:700;' : '';
      return `<tr><td style="${weight}${cell}">${escapeHtml(label)}</td><td style="${weight}${cell};text-align:right;white-space:nowrap">${escapeHtml(value)}</td></tr>`;
    })
    .join('\n');
  return `<table style="width:100%;border-collapse:collapse;margin:16px 0">\n<tbody>\n${body}\n</tbody>\n</table>`;
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.content.map(inlineText).join('');
    case 'code':
      return `    ${block.code}`;
    case 'table':
      return tableText(block.rows);
  }
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${block.content.map(inlineHtml).join('')}</p>`;
    case 'code':
      return `<p style="font-size:28px;letter-spacing:6px;font-weight:700;color:#0c8599;margin:16px 0">${escapeHtml(block.code)}</p>`;
    case 'table':
      return tableHtml(block.rows);
  }
}

/** The one HTML shell of every mail: a complete document whose title is the subject. */
function htmlDocument(title: string, siteName: string, body: string[], lang: Locale): string {
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '</head>',
    '<body style="font-family:system-ui,sans-serif;color:#212529;max-width:560px;margin:auto;padding:24px">',
    `<h1 style="color:#0c8599;font-size:22px">${escapeHtml(siteName)}</h1>`,
    ...body,
    `<p style="color:#868e96;font-size:13px">— ${escapeHtml(siteName)}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * Every mail goes through here: the site's name above, the blocks, a signature below, written once as
 * plain text and once as an HTML document from the same blocks.
 */
export function composeMail({ to, subject, siteName, blocks, replyTo, locale }: MailContent): MailMessage {
  const text = [siteName, ...blocks.map(blockText), `— ${siteName}`].join('\n\n');
  const html = htmlDocument(subject, siteName, blocks.map(blockHtml), locale ?? DEFAULT_LOCALE);
  return { to, subject, text, html, ...(replyTo ? { replyTo } : {}) };
}
