import PDFDocument from 'pdfkit';
import { PAGE, registerNotoSans } from '../../lib/pdf-page.js';
import { formatMoney, type Invoice, type InvoiceParty } from './invoice-content.js';

/**
 * The invoice as an A4 PDF: title and number, the seller and buyer blocks, one row per course (price,
 * discount, amount; refunded rows marked), the totals and how it was paid. Set in Noto Sans (the
 * certificates' bundled face: Latin, Greek, Cyrillic, Vietnamese), embedded as the glyphs used.
 */

type Doc = PDFKit.PDFDocument;

const { width: W, height: H, margin: M } = PAGE;
const colours = { text: '#212529', muted: '#495057', rule: '#ced4da', brandDark: '#0b7285' };
// Columns of the lines table: description, then three right-aligned amounts.
const COLUMNS = { title: M, price: 330, discount: 405, amount: 480, end: W - M } as const;
const AMOUNT_WIDTH = 65;

const regular = (doc: Doc, size = 10) => doc.font('Regular').fontSize(size).fillColor(colours.text);
const bold = (doc: Doc, size = 10) => doc.font('Bold').fontSize(size).fillColor(colours.text);

/** One party's block at `x`: heading, name, address lines, tax id; answers the y below it. */
function drawParty(doc: Doc, heading: string, party: InvoiceParty, x: number, y: number): number {
  const width = 230;
  regular(doc, 9).fillColor(colours.muted).text(heading.toUpperCase(), x, y, { width, characterSpacing: 1 });
  bold(doc, 11).text(party.name, x, doc.y + 4, { width });
  regular(doc, 10);
  for (const line of party.lines) doc.text(line, x, doc.y, { width });
  if (party.taxId) doc.text(`Tax ID: ${party.taxId}`, x, doc.y, { width });
  return doc.y;
}

function amountCell(doc: Doc, text: string, x: number, y: number) {
  doc.text(text, x, y, { width: AMOUNT_WIDTH, align: 'right', lineBreak: false });
}

/** Starts a new page when `needed` points do not fit above the bottom margin; answers the y to draw at. */
function room(doc: Doc, y: number, needed: number): number {
  if (y + needed <= H - M) return y;
  doc.addPage();
  return M;
}

function drawLines(doc: Doc, invoice: Invoice, top: number): number {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  regular(doc, 9).fillColor(colours.muted);
  doc.text('COURSE', COLUMNS.title, top, { lineBreak: false });
  amountCell(doc, 'PRICE', COLUMNS.price, top);
  amountCell(doc, 'DISCOUNT', COLUMNS.discount, top);
  amountCell(doc, 'AMOUNT', COLUMNS.amount, top);
  let y = top + 16;
  doc.moveTo(M, y).lineTo(COLUMNS.end, y).lineWidth(0.75).strokeColor(colours.rule).stroke();
  y += 8;
  const titleWidth = COLUMNS.price - COLUMNS.title - 10;
  for (const line of invoice.lines) {
    regular(doc, 10);
    const title = line.refunded ? `${line.title} (refunded)` : line.title;
    const height = doc.heightOfString(title, { width: titleWidth });
    y = room(doc, y, height + 8);
    doc.text(title, COLUMNS.title, y, { width: titleWidth });
    amountCell(doc, money(line.price), COLUMNS.price, y);
    amountCell(doc, line.discount > 0 ? `−${money(line.discount)}` : '—', COLUMNS.discount, y);
    amountCell(doc, money(line.amount), COLUMNS.amount, y);
    y += height + 8;
  }
  doc.moveTo(M, y).lineTo(COLUMNS.end, y).lineWidth(0.75).strokeColor(colours.rule).stroke();
  return y + 10;
}

function drawTotals(doc: Doc, invoice: Invoice, top: number): number {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const rows: [string, string, boolean][] = [
    ['Subtotal', money(invoice.subtotal), false],
    ...(invoice.discount > 0
      ? [['Discount', `−${money(invoice.discount)}`, false] as [string, string, boolean]]
      : []),
    [`Total (${invoice.currency})`, money(invoice.total), true],
    ...(invoice.refunded > 0
      ? [
          ['Refunded', `−${money(invoice.refunded)}`, false] as [string, string, boolean],
          ['Paid after refunds', money(invoice.total - invoice.refunded), false] as [string, string, boolean],
        ]
      : []),
  ];
  let y = room(doc, top, rows.length * 18);
  for (const [label, value, isTotal] of rows) {
    (isTotal ? bold(doc, 11) : regular(doc, 10)).text(label, COLUMNS.price - 60, y, {
      width: 150,
      lineBreak: false,
    });
    amountCell(doc, value, COLUMNS.amount, y);
    y += 18;
  }
  return y;
}

/** Renders the invoice; small enough (one page, two embedded subsets) to draw on the request's thread. */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    lang: 'en',
    displayTitle: true,
    info: { Title: `Invoice ${invoice.number}`, Author: invoice.seller.name },
  });
  registerNotoSans(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolveDone, reject) => {
    doc.on('end', () => resolveDone(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  bold(doc, 26).fillColor(colours.brandDark).text('Invoice', M, M);
  regular(doc, 10);
  const facts: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Date', invoice.issuedOn],
    ...(invoice.receiptNumber ? [['Receipt', invoice.receiptNumber] as [string, string]] : []),
  ];
  let factsY = M + 4;
  for (const [label, value] of facts) {
    regular(doc, 9).fillColor(colours.muted).text(label, 330, factsY, { width: 90, lineBreak: false });
    bold(doc, 10).text(value, 420, factsY, { width: W - M - 420, align: 'right', lineBreak: false });
    factsY += 16;
  }

  const partiesTop = Math.max(factsY, M + 40) + 24;
  const sellerEnd = drawParty(doc, 'From', invoice.seller, M, partiesTop);
  const buyerEnd = drawParty(doc, 'Billed to', invoice.buyer, W / 2 + 10, partiesTop);
  const linesEnd = drawLines(doc, invoice, Math.max(sellerEnd, buyerEnd) + 30);
  let y = drawTotals(doc, invoice, linesEnd);

  y = room(doc, y + 16, 60);
  regular(doc, 10);
  if (invoice.paidWith) doc.text(`Paid by card ${invoice.paidWith} on ${invoice.issuedOn}.`, M, y);
  else doc.text(`Paid on ${invoice.issuedOn}.`, M, y);
  if (invoice.lines.some((line) => line.refunded))
    regular(doc, 9)
      .fillColor(colours.muted)
      .text(
        'Courses marked refunded were paid back to the card; this invoice is not a credit note.',
        M,
        doc.y + 4,
        {
          width: W - 2 * M,
        },
      );
  doc.end();
  return done;
}
