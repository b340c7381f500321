import { beforeAll, expect, it } from 'vitest';
import { createCertifiedLearner } from '../../../test/certificate-factories.js';
import { call, describeEachDatabase, fieldRefusal, refusalOf, useTestApp } from '../../../test/helper.js';
import { readPdf, structRoles } from '../../../test/pdf-reading.js';
import { SCRIPT_SAMPLES } from '../../../test/script-samples.js';
import { saveSettings } from '../settings/settings.service.js';
import { revokeCertificate } from './certificates.service.js';

const PUBLIC_URL = 'https://learn.example.com';
// A4 in points, landscape.
const A4_LONG = 841.89;
const A4_SHORT = 595.28;

describeEachDatabase('certificate PDF', (dialect) => {
  const t = useTestApp(dialect, { PUBLIC_URL });
  const pdfOf = (id: string, token?: string) =>
    call(t.app, { method: 'GET', url: `/api/certification/${id}/pdf`, token });

  let issued: Awaited<ReturnType<typeof createCertifiedLearner>>;

  beforeAll(async () => {
    await saveSettings(t.app.ctx.db, { siteName: 'Learnwell Academy' });
    issued = await createCertifiedLearner(t.app, {
      firstName: 'Zoë',
      lastName: 'Ní Bhriain',
      courseTitle: 'Sourdough & Wild Yeasts',
      score: 86.67,
      issuedAt: '2026-11-23T10:00:00.000Z',
    });
  });

  it('is public: anyone with the link gets an inline, privately cacheable PDF', async () => {
    const response = await pdfOf(issued.certificate.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="coursewise-certificate-${issued.certificate.number}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, max-age=600');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is one A4 landscape page holding the holder, course, date, score, number, site name and link', async () => {
    const { pages, info } = await readPdf((await pdfOf(issued.certificate.id)).rawPayload);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page?.width).toBeCloseTo(A4_LONG, 1);
    expect(page?.height).toBeCloseTo(A4_SHORT, 1);
    const text = page?.text ?? '';
    for (const expected of [
      'Zoë Ní Bhriain',
      'Sourdough & Wild Yeasts',
      '23 November 2026',
      '87%',
      issued.certificate.number,
      'Learnwell Academy',
      `${PUBLIC_URL}/certificates/${issued.certificate.id}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(info.Title).toBe(`Certificate ${issued.certificate.number}: Sourdough & Wild Yeasts`);
    expect(info.Author).toBe('Learnwell Academy');
  });

  it('carries a QR code that decodes to the public verification page', async () => {
    const { pages } = await readPdf((await pdfOf(issued.certificate.id)).rawPayload);
    expect(pages[0]?.qrCodes).toEqual([`${PUBLIC_URL}/certificates/${issued.certificate.id}`]);
  });

  it('shrinks a very long name to fit rather than cutting it', async () => {
    const { certificate } = await createCertifiedLearner(t.app, {
      firstName: 'Maria Magdalena Theresia',
      lastName: 'von Hohenzollern-Sigmaringen-Wittelsbach',
    });
    const { pages } = await readPdf((await pdfOf(certificate.id)).rawPayload);
    expect(pages[0]?.text).toContain('Maria Magdalena Theresia von Hohenzollern-Sigmaringen-Wittelsbach');
  });

  it('prints a 200-character title whole, wrapped over lines, not cut', async () => {
    const courseTitle =
      'The Complete Practitioner’s Guide to Sustainable Sourdough Baking, Wild Fermentation, Heritage ' +
      'Grains and Professional Kitchen Management for Small Artisan Bakeries Everywhere in the Wide World, 2nd';
    const { certificate } = await createCertifiedLearner(t.app, { courseTitle });
    const { pages } = await readPdf((await pdfOf(certificate.id)).rawPayload);
    const text = pages[0]?.text ?? '';
    // One text run per line: joined with spaces, the lines read as the title.
    expect(text).not.toContain(courseTitle);
    expect(text.replace(/\s+/g, ' ')).toContain(courseTitle);
    expect(text).not.toContain('…');
  });

  it('prints names and titles beyond Latin-1 (Polish, Cyrillic, Greek) as written', async () => {
    const { certificate } = await createCertifiedLearner(t.app, {
      firstName: 'Łucja Дмитриева',
      lastName: 'Παπαδοπούλου',
      courseTitle: 'Gęś jaźń — Ünïcödé',
    });
    const { pages } = await readPdf((await pdfOf(certificate.id)).rawPayload);
    expect(pages[0]?.text).toContain('Łucja Дмитриева Παπαδοπούλου');
    expect(pages[0]?.text).toContain('Gęś jaźń — Ünïcödé');
  });

  it('prints Chinese, Arabic and Hebrew in fonts that have them, as a reader (pdf.js) reads them', async () => {
    const chinese = await createCertifiedLearner(t.app, { firstName: '李', lastName: '雷' });
    const arabic = await createCertifiedLearner(t.app, {
      firstName: 'ليلى',
      lastName: 'حسن',
      courseTitle: 'אפייה ביתית 101',
    });
    const chineseText = (await readPdf((await pdfOf(chinese.certificate.id)).rawPayload)).pages[0]?.text;
    expect(chineseText).toContain('李 雷');
    const arabicText = (await readPdf((await pdfOf(arabic.certificate.id)).rawPayload)).pages[0]?.text ?? '';
    // Right to left: a reader that puts the glyphs back in reading order finds the words as written.
    expect(arabicText).toContain('ليلى حسن');
    expect(arabicText).toContain('אפייה ביתית');
    expect(arabicText).toContain('101');
  });

  it('has a glyph for every letter of the bundled scripts (a missing one would read as U+0000)', async () => {
    const courseTitle = 'さくら 山田 김민준 ศรีสุข Նարե ნინო ልደት दीपिका অমিত தமிழ்';
    const { certificate } = await createCertifiedLearner(t.app, { courseTitle });
    const text = (await readPdf((await pdfOf(certificate.id)).rawPayload)).pages[0]?.text ?? '';
    for (const word of ['さくら 山田', '김민준', 'ศรีสุข', 'Նարե', 'ნინო', 'ልደት']) expect(text).toContain(word);
    // Indic vowel signs print before their consonant, so a reader gives them in visual order: only
    // the absence of a missing glyph is checked there.
    expect(text).not.toContain('\u0000');
  });

  it('has a glyph for a name in every script the name rule accepts, a few scripts a PDF', async () => {
    const samples = Object.values(SCRIPT_SAMPLES);
    for (let i = 0; i < samples.length; i += 6) {
      const [firstName = '', ...rest] = samples.slice(i, i + 6);
      // The holder's name and the course title are the texts printed in other scripts.
      const { certificate } = await createCertifiedLearner(t.app, {
        firstName,
        lastName: rest.slice(0, 2).join(' '),
        courseTitle: rest.slice(2).join(' '),
      });
      const response = await pdfOf(certificate.id);
      expect(response.statusCode, response.body).toBe(200);
      const text = (await readPdf(response.rawPayload)).pages[0]?.text ?? '';
      expect(text, samples.slice(i, i + 6).join(' ')).not.toContain('\u0000');
    }
  });

  it('prints a name whose marks the font has no anchor for (fontkit throws) without their positioning', async () => {
    // Gurmukhi tippi on a vowel letter, Khmer vowel signs with no consonant, Arabic marks on marks.
    const { certificate } = await createCertifiedLearner(t.app, {
      firstName: 'ਐੰ',
      lastName: '័ាូើឦ',
      courseTitle: 'ۃۄۅ ۣۖۗۘۙۚۛۜ',
    });
    const response = await pdfOf(certificate.id);
    expect(response.statusCode, response.body).toBe(200);
    expect((await readPdf(response.rawPayload)).pages[0]?.text).not.toContain('\u0000');
  });

  it('is tagged (PDF/UA): its language, marked content, a structure tree and XMP metadata', async () => {
    const { pages, info, markInfo, xmp } = await readPdf((await pdfOf(issued.certificate.id)).rawPayload);
    expect(info.PDFFormatVersion).toBe('1.7');
    expect(info.Language).toBe('en');
    expect(markInfo?.Marked).toBe(true);
    const roles = structRoles(pages[0]?.structTree ?? null);
    expect(roles.slice(0, 2)).toEqual(['Root', 'Document']);
    expect(roles).toEqual(expect.arrayContaining(['H1', 'P', 'Link', 'Figure']));
    expect(pages[0]?.links).toEqual([`${PUBLIC_URL}/certificates/${issued.certificate.id}`]);
    // The "&" in the course title is escaped in the XML, so the packet parses and reads back as written.
    expect(xmp).toMatchObject({
      'pdfuaid:part': '1',
      'dc:title': `Certificate ${issued.certificate.number}: Sourdough & Wild Yeasts`,
      'dc:creator': ['Learnwell Academy'],
      'dc:description': 'Zoë Ní Bhriain completed Sourdough & Wild Yeasts',
    });
  });

  it('is gone (410) with a message once revoked', async () => {
    const { certificate } = await createCertifiedLearner(t.app);
    await revokeCertificate(t.app.ctx.db, certificate.id, '2030-02-03T04:05:06.000Z');
    const response = await pdfOf(certificate.id);
    expect(response.statusCode).toBe(410);
    expect(response.headers['content-type']).toContain('application/json');
    expect(refusalOf(response)).toEqual({
      message: `Certificate ${certificate.number} was revoked on 3 February 2030 and is no longer valid.`,
    });
  });

  it('answers 404 for an unknown id and 400 for an over-long one', async () => {
    const unknown = await pdfOf('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(refusalOf(unknown)).toEqual({ message: 'Certificate not found' });
    const long = await pdfOf('x'.repeat(65));
    expect(long.statusCode).toBe(400);
    expect(refusalOf(long)).toEqual(fieldRefusal('id', 'must be at most 64 characters', 'params '));
  });
});
