import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fontListFor, renderShareImage } from './certificate-share-image.js';

describe('the certificate share image', () => {
  it('asks Pango for the bundled face of each script in a text, after Noto Sans', async () => {
    expect(await fontListFor('Ada Lovelace')).toBe('Noto Sans');
    expect(await fontListFor('李雷 and ليلى حسن')).toBe('Noto Sans,Noto Sans SC,Noto Sans Arabic');
    // Han beside kana is Japanese, as in the PDF.
    expect(await fontListFor('山田 はな')).toBe('Noto Sans,Noto Sans JP');
    expect(await fontListFor('සිංහල ꆈꌠ')).toBe('Noto Sans,Noto Sans Sinhala,Noto Sans Yi');
  });

  it('draws a 1200×630 PNG for names in other scripts and for the longest texts', async () => {
    for (const [holderName, courseTitle] of [
      ['李雷', 'Sourdough'],
      ['ليلى حسن', 'خبز'],
      // Scripts bundled later (Telugu, Khmer, Syriac right to left) draw through the same faces.
      ['తెలుగు ខ្មែរ', 'ܐܢܛܘܢ'],
      ['W'.repeat(120), 'Long title '.repeat(30)],
    ] as const) {
      const png = await renderShareImage({
        siteName: 'Coursewise',
        holderName,
        courseTitle,
        issuedOn: '23 November 2026',
        number: 'CW-2026-000001',
      });
      const { format, width, height } = await sharp(png).metadata();
      expect({ format, width, height }, holderName).toEqual({ format: 'png', width: 1200, height: 630 });
    }
  });
});
