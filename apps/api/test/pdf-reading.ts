import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Reads a PDF the way a viewer does (pdf.js): each page's size, its text, and every QR code in its
 * images, decoded. Tests assert on what a reader would see, whatever compression pdfkit used.
 */
export interface ReadPdf {
  pages: {
    width: number;
    height: number;
    text: string;
    qrCodes: string[];
    /** The URLs of the page's link annotations. */
    links: string[];
    structTree: StructNode | null;
  }[];
  /** The Info dictionary, with pdf.js's `Language` (the catalog's /Lang). */
  info: Record<string, unknown>;
  /** The catalog's /MarkInfo (`{ Marked: true }` in a tagged PDF), or null. */
  markInfo: { Marked: boolean } | null;
  /** Dublin Core fields of the XMP metadata packet (`dc:title`, `dc:creator`, …), when it parses. */
  xmp: Record<string, unknown> | null;
}

/** A node of a page's structure tree as pdf.js gives it: a role and its children, or marked content. */
export interface StructNode {
  role?: string;
  alt?: string;
  children?: StructNode[];
}

/** Every role in a structure tree, depth first. */
export function structRoles(node: StructNode | null): string[] {
  if (!node) return [];
  return [...(node.role ? [node.role] : []), ...(node.children ?? []).flatMap(structRoles)];
}

interface DecodedImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** RGBA pixels, as jsQR wants them, from pdf.js's grey, RGB or RGBA image data. */
function toRgba(image: DecodedImage): Uint8ClampedArray {
  const pixels = image.width * image.height;
  const channels = image.data.length / pixels;
  if (channels === 4) return image.data;
  const rgba = new Uint8ClampedArray(pixels * 4);
  for (let p = 0; p < pixels; p++) {
    for (let c = 0; c < 3; c++) rgba[p * 4 + c] = image.data[p * channels + (channels >= 3 ? c : 0)] ?? 0;
    rgba[p * 4 + 3] = 255;
  }
  return rgba;
}

export async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const pages: ReadPdf['pages'] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const [, , width = 0, height = 0] = page.view;
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
      const ops = await page.getOperatorList();
      const qrCodes: string[] = [];
      for (let i = 0; i < ops.fnArray.length; i++) {
        if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
        const name = (ops.argsArray[i] as [string])[0];
        const image = await new Promise<DecodedImage>((resolve) => page.objs.get(name, resolve));
        const code = jsQR(toRgba(image), image.width, image.height);
        if (code) qrCodes.push(code.data);
      }
      const structTree = (await page.getStructTree()) as StructNode | null;
      const annotations = (await page.getAnnotations()) as { subtype: string; url?: string }[];
      const links = annotations.flatMap((a) => (a.subtype === 'Link' && a.url ? [a.url] : []));
      pages.push({ width, height, text, qrCodes, links, structTree });
    }
    const { info, metadata } = await pdf.getMetadata();
    const markInfo = (await pdf.getMarkInfo()) as { Marked: boolean } | null;
    const xmp = metadata ? Object.fromEntries(metadata) : null;
    return { pages, info: info as Record<string, unknown>, markInfo, xmp };
  } finally {
    await pdf.destroy();
  }
}
