import type { CurrencyTotals, EarningLine } from '@coursewise/contract';
import PDFDocument from 'pdfkit';
import { PAGE, registerNotoSans } from '../../lib/pdf-page.js';

/**
 * A month's statement as an A4 PDF, with the invoices' library and face (pdfkit, Noto Sans): the
 * instructor, the month, one row per line (refunds negative) and the totals per currency.
 */

type Doc = PDFKit.PDFDocument;
const { width: W, height: H, margin: M } = PAGE;
const muted = '#495057';
const COLUMNS = { date: M, course: 115, gross: 330, fee: 405, net: 480 } as const;
const AMOUNT = 65;

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);

export interface StatementContent {
  month: string;
  instructor: string;
  lines: readonly EarningLine[];
  totals: readonly CurrencyTotals[];
  paidAt: string | null;
}

function amounts(doc: Doc, y: number, values: [string, string, string]) {
  const [gross, fee, net] = values;
  doc.text(gross, COLUMNS.gross, y, { width: AMOUNT, align: 'right', lineBreak: false });
  doc.text(fee, COLUMNS.fee, y, { width: AMOUNT, align: 'right', lineBreak: false });
  doc.text(net, COLUMNS.net, y, { width: AMOUNT, align: 'right', lineBreak: false });
}

function row(doc: Doc, y: number, line: EarningLine): number {
  const title = line.kind === 'refund' ? `${line.course.title} (refund)` : line.course.title;
  const width = COLUMNS.gross - COLUMNS.course - 10;
  const height = doc.heightOfString(title, { width });
  if (y + height > H - M) {
    doc.addPage();
    y = M;
  }
  doc.text(line.date.slice(0, 10), COLUMNS.date, y, { lineBreak: false });
  doc.text(title, COLUMNS.course, y, { width });
  amounts(doc, y, [
    money(line.gross, line.currency),
    money(line.platformFee, line.currency),
    money(line.net, line.currency),
  ]);
  return y + height + 6;
}

export function renderStatementPdf(statement: StatementContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    lang: 'en',
    displayTitle: true,
    info: { Title: `Statement ${statement.month}`, Author: 'Coursewise' },
  });
  registerNotoSans(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolveDone, reject) => {
    doc.on('end', () => resolveDone(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Bold').fontSize(22).fillColor('#0b7285').text(`Statement ${statement.month}`, M, M);
  doc
    .font('Regular')
    .fontSize(11)
    .fillColor('#212529')
    .text(statement.instructor, M, doc.y + 4);
  doc
    .fontSize(10)
    .fillColor(muted)
    .text(statement.paidAt ? `Paid on ${statement.paidAt.slice(0, 10)}` : 'Not paid yet', M, doc.y + 2);
  let y = doc.y + 20;
  doc.font('Regular').fontSize(9).fillColor(muted);
  doc.text('DATE', COLUMNS.date, y, { lineBreak: false });
  doc.text('COURSE', COLUMNS.course, y, { lineBreak: false });
  amounts(doc, y, ['GROSS', 'FEE', 'NET']);
  y += 18;
  doc.font('Regular').fontSize(10).fillColor('#212529');
  for (const line of statement.lines) y = row(doc, y, line);
  y += 10;
  doc.font('Bold').fontSize(10);
  for (const total of statement.totals) {
    if (y + 18 > H - M) {
      doc.addPage();
      y = M;
    }
    doc.text(`Total ${total.currency}`, COLUMNS.course, y, { lineBreak: false });
    amounts(doc, y, [
      money(total.gross + total.refunds, total.currency),
      money(total.platformFee, total.currency),
      money(total.net, total.currency),
    ]);
    y += 18;
  }
  doc
    .font('Regular')
    .fontSize(9)
    .fillColor(muted)
    .text('Gross is after coupon discounts and refunds; net is your share, rounded down.', M, y + 10, {
      width: W - 2 * M,
    });
  doc.end();
  return done;
}
