import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { HEADING_BAND, layoutHeading, type Measure, type TextBlock } from './certificate-pdf-layout.js';

/** What the PDF shows, already worded by the service. */
export interface CertificatePdfContent {
  siteName: string;
  holderName: string;
  courseTitle: string;
  number: string;
  /** "87%". */
  score: string;
  /** "23 November 2026". */
  issuedOn: string;
  issuedAt: string;
  verifyUrl: string;
}

// The web theme's palette (apps/web/src/app/theme.ts: Mantine cyan primary, pink accent).
const colours = {
  brand: '#22b8cf', // cyan 5, the primary colour
  brandDark: '#0b7285', // cyan 9: text-sized brand colour, readable on white
  brandLight: '#c5f6fa', // cyan 1
  accent: '#f06595', // pink 5
  text: '#212529',
  muted: '#495057', // gray 7, the theme's "dimmed"
};

// A4 landscape in points.
const W = 841.89;
const H = 595.28;

type Doc = PDFKit.PDFDocument;

/**
 * Noto Sans, embedded (pdfkit keeps only the glyphs used): pdfkit's standard fonts know only WinAnsi,
 * so "Łukasz" or "Дмитрий" would print as garbage. Resolved from node_modules, which the bundled
 * server loads its packages from too; read once.
 */
const FONT_PACKAGE = '@expo-google-fonts/noto-sans';
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  if (!fonts) {
    const resolve = createRequire(import.meta.url).resolve;
    fonts = {
      regular: readFileSync(resolve(`${FONT_PACKAGE}/400Regular/NotoSans_400Regular.ttf`)),
      bold: readFileSync(resolve(`${FONT_PACKAGE}/700Bold/NotoSans_700Bold.ttf`)),
    };
  }
  return fonts;
}
const REGULAR = 'NotoSans';
const BOLD = 'NotoSans-Bold';

/** Measures text in the bold face the name and title print in (the layout wraps with it). */
export function boldMeasure(
  doc: Doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 0 }),
): Measure {
  doc.registerFont(BOLD, loadFonts().bold);
  return {
    width: (text, size) => doc.font(BOLD).fontSize(size).widthOfString(text),
    lineHeight: (size) => doc.font(BOLD).fontSize(size).currentLineHeight(true),
  };
}

/** Lines of one block, each centred on the band. */
function drawBlock(doc: Doc, block: TextBlock, measure: Measure, colour: string) {
  doc.font(BOLD).fontSize(block.size).fillColor(colour);
  const { width } = HEADING_BAND;
  block.lines.forEach((line, i) => {
    const x = (W - width) / 2 + (width - measure.width(line, block.size)) / 2;
    doc.text(line, x, block.y + i * measure.lineHeight(block.size), { lineBreak: false });
  });
}

function centred(
  doc: Doc,
  text: string,
  y: number,
  options: { x?: number; width?: number; height?: number } = {},
) {
  const x = options.x ?? 0;
  doc.text(text, x, y, {
    width: options.width ?? W - 2 * x,
    align: 'center',
    height: options.height,
    ellipsis: options.height ? true : undefined,
  });
}

function detail(doc: Doc, label: string, value: string, x: number, y: number) {
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(colours.muted)
    .text(label.toUpperCase(), x, y, { characterSpacing: 1 });
  doc
    .font(BOLD)
    .fontSize(14)
    .fillColor(colours.text)
    .text(value, x, y + 14);
}

/**
 * The certificate as an A4 landscape PDF: holder, course, date, score and number, and the public
 * verification link with its QR code. Runs on the PDF worker thread (certificate-pdf.worker.ts); a
 * change to what it draws bumps LAYOUT_VERSION in certificate-pdf-cache.service.ts.
 */
export async function renderCertificatePdf(content: CertificatePdfContent): Promise<Buffer> {
  const qr = await QRCode.toBuffer(content.verifyUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 360,
    color: { dark: colours.text, light: '#ffffff' },
  });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `Certificate ${content.number}: ${content.courseTitle}`,
      Author: content.siteName,
      Subject: `${content.holderName} completed ${content.courseTitle}`,
      CreationDate: new Date(content.issuedAt),
    },
  });
  const { regular, bold } = loadFonts();
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Frame: brand bands top and bottom, a double rule inside.
  doc.rect(0, 0, W, 12).fill(colours.brand);
  doc.rect(0, H - 12, W, 12).fill(colours.brand);
  doc
    .lineWidth(2)
    .strokeColor(colours.brand)
    .rect(30, 30, W - 60, H - 60)
    .stroke();
  doc
    .lineWidth(0.75)
    .strokeColor(colours.brandLight)
    .rect(38, 38, W - 76, H - 76)
    .stroke();

  doc.font(BOLD).fontSize(22).fillColor(colours.brandDark);
  centred(doc, content.siteName, 82, { x: 80, height: 30 });
  doc.font(REGULAR).fontSize(12).fillColor(colours.muted);
  doc.text('CERTIFICATE OF COMPLETION', 0, 118, { width: W, align: 'center', characterSpacing: 4 });
  doc
    .moveTo(W / 2 - 40, 142)
    .lineTo(W / 2 + 40, 142)
    .lineWidth(3)
    .strokeColor(colours.accent)
    .stroke();

  doc.font(REGULAR).fontSize(14).fillColor(colours.muted);
  centred(doc, 'This certifies that', 170);
  // Name and title wrap onto the lines they need, shrinking to a readable minimum, never cut.
  const measure = boldMeasure(doc);
  const heading = layoutHeading(content.holderName, content.courseTitle, measure);
  drawBlock(doc, heading.name, measure, colours.text);
  doc.font(REGULAR).fontSize(14).fillColor(colours.muted);
  centred(doc, 'has successfully completed the course', heading.connectorY);
  drawBlock(doc, heading.title, measure, colours.brandDark);

  // Details on the left, the QR code on the right.
  const qrSize = 118;
  const qrX = W - 80 - qrSize;
  const qrY = H - 70 - qrSize - 14;
  const rowY = qrY + 8;
  detail(doc, 'Issued on', content.issuedOn, 80, rowY);
  detail(doc, 'Score', content.score, 250, rowY);
  detail(doc, 'Certificate number', content.number, 360, rowY);
  doc.font(REGULAR).fontSize(9).fillColor(colours.muted);
  doc.text('Verify this certificate at', 80, rowY + 56);
  doc.font(REGULAR).fontSize(10).fillColor(colours.brandDark);
  doc.text(content.verifyUrl, 80, rowY + 70, { width: qrX - 100, link: content.verifyUrl, underline: false });

  doc.image(qr, qrX, qrY, { width: qrSize, height: qrSize });
  doc.font(REGULAR).fontSize(8).fillColor(colours.muted);
  doc.text('Scan to verify', qrX, qrY + qrSize + 4, { width: qrSize, align: 'center' });

  doc.end();
  return done;
}
