import { LOCALES, type Locale } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createCertifiedLearner } from '../../../test/certificate-factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { readPdf } from '../../../test/pdf-reading.js';

/** Words each language's PDF prints, and how it writes 23 November 2026 and 91 %. */
const PRINTED: Record<Locale, string[]> = {
  en: ['CERTIFICATE OF COMPLETION', 'This certifies that', 'Issued on', '23 November 2026', '91%'],
  es: [
    'CERTIFICADO DE FINALIZACIÓN',
    'Se certifica que',
    'Fecha de emisión',
    '23 de noviembre de 2026',
    '91 %',
  ],
  fr: ['CERTIFICAT DE RÉUSSITE', 'Nous certifions que', 'Délivré le', '23 novembre 2026', '91 %'],
  de: ['ABSCHLUSSZERTIFIKAT', 'Hiermit wird bestätigt, dass', 'Ausgestellt am', '23. November 2026', '91 %'],
};

const unspaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, '').toLowerCase();

// Issue 26 item 3: the certificate's PDF is in its holder's language (the one on their profile).
describeEachDatabase('certificate PDF in the holder’s language', (dialect) => {
  const t = useTestApp(dialect);

  it.each(LOCALES)('prints the %s words, date and score, and declares the language', async (locale) => {
    const { learner, certificate } = await createCertifiedLearner(t.app, {
      score: 91,
      issuedAt: '2026-11-23T10:00:00.000Z',
    });
    const chosen = await call(t.app, {
      method: 'PUT',
      url: '/api/user/profile-update',
      token: learner.token,
      payload: { locale },
    });
    expect(chosen.statusCode).toBe(200);
    const response = await call(t.app, { method: 'GET', url: `/api/certification/${certificate.id}/pdf` });
    expect(response.statusCode).toBe(200);
    const pdf = await readPdf(response.rawPayload);
    // pdf.js splits letter-spaced runs and joins runs with spaces of its own, and labels print in capitals:
    // compare without spaces or case.
    const text = unspaced(pdf.pages[0]?.text ?? '');
    for (const words of PRINTED[locale]) expect(text).toContain(unspaced(words));
    expect(pdf.info.Language).toBe(locale);
    // Another language's heading is not on it.
    const others = LOCALES.filter((other) => other !== locale).map((other) => PRINTED[other][0] ?? '');
    for (const heading of others) expect(text).not.toContain(unspaced(heading));
  });

  it('a holder who changes language gets the PDF in the new one', async () => {
    const { learner, certificate } = await createCertifiedLearner(t.app);
    const pdfText = async () => {
      const response = await call(t.app, { method: 'GET', url: `/api/certification/${certificate.id}/pdf` });
      return unspaced((await readPdf(response.rawPayload)).pages[0]?.text ?? '');
    };
    expect(await pdfText()).toContain(unspaced('CERTIFICATE OF COMPLETION'));
    await call(t.app, {
      method: 'PUT',
      url: '/api/user/profile-update',
      token: learner.token,
      payload: { locale: 'fr' },
    });
    expect(await pdfText()).toContain(unspaced('CERTIFICAT DE RÉUSSITE'));
  });
});
