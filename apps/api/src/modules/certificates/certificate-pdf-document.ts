import PDFDocument from 'pdfkit';

type Doc = PDFKit.PDFDocument;

/** What the PDF says about itself: its Info dictionary and the same in its XMP metadata. */
export interface CertificatePdfInfo {
  Title: string;
  Author: string;
  Subject: string;
  CreationDate: Date;
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => xmlEscapes[c] ?? c);

/**
 * An A4 landscape document tagged for accessibility (PDF/UA): PDF 1.7, a structure tree
 * (`/MarkInfo /Marked true`, a StructTreeRoot; the page builds its elements), the holder's
 * language as its language, its title shown by viewers instead of the file name, and XMP metadata with title,
 * author and subject. pdfkit writes the Info dictionary before the XMP packet and copies the values
 * into the XML as they are, so a "&" in a course title would make the packet malformed: they are
 * escaped once the dictionary is written.
 */
export function certificateDocument(info: CertificatePdfInfo, lang: string): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    pdfVersion: '1.7',
    tagged: true,
    lang,
    displayTitle: true,
    // pdfkit 0.20 supports PDF/UA (its identification in the XMP); @types/pdfkit lists only PDF/A.
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    info: { ...info },
  });
  // endMetadata is pdfkit's step that writes the XMP packet, after the Info dictionary.
  const endMetadata = doc.endMetadata.bind(doc);
  doc.endMetadata = () => {
    doc.info.Title = escapeXml(info.Title);
    doc.info.Author = escapeXml(info.Author);
    doc.info.Subject = escapeXml(info.Subject);
    endMetadata();
  };
  return doc;
}

/** Decoration (frame, rules): marked as an artifact, which assistive technology skips. */
export function artifact(doc: Doc, draw: () => void) {
  doc.markContent('Artifact', { type: 'Layout' });
  draw();
  doc.endMarkedContent();
}

// U+200D ZERO WIDTH JOINER: a format character, which text extraction (pdf.js) skips.
const JOINER = 0x200d;

/**
 * Noto Sans Arabic draws a letter's dots as glyphs of their own, which the shaper adds with no
 * characters; pdfkit's ToUnicode map then has nothing for them and readers print their glyph
 * numbers as text ("لي\bلى"). Mapped to a zero-width joiner, the letters read as written. Call
 * before `doc.end()`, once everything is drawn. (pdfkit keeps its fonts private, hence the cast.)
 */
export function mapUncodedGlyphs(doc: Doc) {
  const families = (doc as unknown as { _fontFamilies: Record<string, { unicode?: number[][] }> })
    ._fontFamilies;
  for (const font of Object.values(families)) {
    font.unicode?.forEach((codePoints, gid) => {
      if (gid > 0 && codePoints.length === 0) codePoints.push(JOINER);
    });
  }
}

/**
 * A link as PDF/UA wants it: a Link structure element holding both the drawn text and the link
 * annotation (an object reference), and the annotation's Contents describing where it goes.
 */
export function taggedLink(
  doc: Doc,
  parent: PDFKit.PDFStructureElement,
  link: { x: number; y: number; width: number; height: number; url: string; description: string },
  draw: () => void,
) {
  const element = doc.struct('Link');
  parent.add(element);
  element.add(draw);
  // pdfkit writes a JS string as a PDF name, a String object as a PDF string; @types/pdfkit types
  // Contents as string and leaves out structParent.
  const options = { Contents: new String(link.description), structParent: element } as unknown;
  doc.link(link.x, link.y, link.width, link.height, link.url, options as PDFKit.Mixins.AnnotationOption);
  element.end();
}
