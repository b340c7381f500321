import type { Locale } from '@coursewise/contract';
import QRCode from 'qrcode';
import { fontBytes, regularFontFile } from './certificate-fonts.js';
import { artifact, certificateDocument, mapUncodedGlyphs, taggedLink } from './certificate-pdf-document.js';
import {
  fitText,
  HEADING_BAND,
  layoutHeading,
  type Measure,
  type TextBlock,
} from './certificate-pdf-layout.js';
import { boldMeasure, drawBoldCentred, drawBoldLine } from './certificate-pdf-text.js';
import { certificatePdfWords } from './certificate-pdf-words.js';

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
  /** The holder's language: the PDF's fixed words and its declared language. */
  locale: Locale;
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

// Noto Sans Regular for the fixed labels (in the holder's language: Latin script); the certificate's own words print in bold in the
// fonts their scripts need (certificate-pdf-text.ts).
const REGULAR = 'NotoSans';
const SITE_NAME_SIZES = { max: 22, min: 12 } as const;
const BAND = { x: (W - HEADING_BAND.width) / 2, width: HEADING_BAND.width };

/** Lines of one block, each centred on the band. */
function drawBlock(doc: Doc, block: TextBlock, measure: Measure, colour: string) {
  block.lines.forEach((line, i) => {
    drawBoldCentred(doc, line, BAND, block.y + i * measure.lineHeight(block.size), block.size, colour);
  });
}

/** One paragraph of the structure tree, drawn by `draw`. */
function tagged(doc: Doc, parent: PDFKit.PDFStructureElement, type: string, draw: () => void) {
  parent.add(doc.struct(type, {}, draw));
}

function centred(doc: Doc, text: string, y: number) {
  doc.text(text, 0, y, { width: W, align: 'center' });
}

function detail(doc: Doc, label: string, value: string, x: number, y: number) {
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(colours.muted)
    .text(label.toUpperCase(), x, y, { characterSpacing: 1 });
  drawBoldLine(doc, value, x, y + 14, 14, colours.text);
}

/**
 * The certificate as an A4 landscape PDF: holder, course, date, score and number, and the public
 * verification link with its QR code. Runs on the PDF worker thread (certificate-pdf.worker.ts); a
 * change to what it draws bumps LAYOUT_VERSION in certificate-pdf-cache.service.ts.
 */
export async function renderCertificatePdf(content: CertificatePdfContent): Promise<Buffer> {
  const words = certificatePdfWords(content.locale);
  const qr = await QRCode.toBuffer(content.verifyUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 360,
    color: { dark: colours.text, light: '#ffffff' },
  });
  const doc = certificateDocument(
    {
      Title: words.documentTitle(content.number, content.courseTitle),
      Author: content.siteName,
      Subject: words.documentSubject(content.holderName, content.courseTitle),
      CreationDate: new Date(content.issuedAt),
    },
    content.locale,
  );
  doc.registerFont(REGULAR, fontBytes(regularFontFile()));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);

  // Frame: brand bands top and bottom, a double rule inside.
  artifact(doc, () => {
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
  });

  const measure = boldMeasure(doc);
  tagged(doc, root, 'P', () => {
    const site = fitText(content.siteName, SITE_NAME_SIZES, W - 160, 30, measure);
    drawBoldCentred(doc, site.lines.join(' '), { x: 80, width: W - 160 }, 82, site.size, colours.brandDark);
  });
  tagged(doc, root, 'H1', () => {
    doc.font(REGULAR).fontSize(12).fillColor(colours.muted);
    doc.text(words.heading, 0, 118, { width: W, align: 'center', characterSpacing: 4 });
  });
  artifact(doc, () => {
    doc
      .moveTo(W / 2 - 40, 142)
      .lineTo(W / 2 + 40, 142)
      .lineWidth(3)
      .strokeColor(colours.accent)
      .stroke();
  });

  // Name and title wrap onto the lines they need, shrinking to a readable minimum, never cut.
  const heading = layoutHeading(content.holderName, content.courseTitle, measure);
  tagged(doc, root, 'P', () => {
    doc.font(REGULAR).fontSize(14).fillColor(colours.muted);
    centred(doc, words.certifies, 170);
  });
  tagged(doc, root, 'P', () => drawBlock(doc, heading.name, measure, colours.text));
  tagged(doc, root, 'P', () => {
    doc.font(REGULAR).fontSize(14).fillColor(colours.muted);
    centred(doc, words.completed, heading.connectorY);
  });
  tagged(doc, root, 'P', () => drawBlock(doc, heading.title, measure, colours.brandDark));

  // Details on the left, the QR code on the right.
  const qrSize = 118;
  const qrX = W - 80 - qrSize;
  const qrY = H - 70 - qrSize - 14;
  const rowY = qrY + 8;
  tagged(doc, root, 'P', () => detail(doc, words.issuedOn, content.issuedOn, 80, rowY));
  tagged(doc, root, 'P', () => detail(doc, words.score, content.score, 250, rowY));
  tagged(doc, root, 'P', () => detail(doc, words.number, content.number, 360, rowY));
  tagged(doc, root, 'P', () => {
    doc.font(REGULAR).fontSize(9).fillColor(colours.muted);
    doc.text(words.verifyAt, 80, rowY + 56);
  });
  doc.font(REGULAR).fontSize(10);
  const urlBox = { width: qrX - 100 };
  taggedLink(
    doc,
    root,
    {
      x: 80,
      y: rowY + 70,
      width: Math.min(urlBox.width, doc.widthOfString(content.verifyUrl)),
      height: doc.heightOfString(content.verifyUrl, urlBox),
      url: content.verifyUrl,
      description: words.verifyLink,
    },
    () => {
      doc.font(REGULAR).fontSize(10).fillColor(colours.brandDark);
      doc.text(content.verifyUrl, 80, rowY + 70, urlBox);
    },
  );

  root.add(
    doc.struct('Figure', { alt: words.qrAlt(content.verifyUrl) }, () => {
      doc.image(qr, qrX, qrY, { width: qrSize, height: qrSize });
    }),
  );
  tagged(doc, root, 'P', () => {
    doc.font(REGULAR).fontSize(8).fillColor(colours.muted);
    doc.text(words.scan, qrX, qrY + qrSize + 4, { width: qrSize, align: 'center' });
  });

  root.end();
  mapUncodedGlyphs(doc);
  doc.end();
  return done;
}
