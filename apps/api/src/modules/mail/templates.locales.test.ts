import { LOCALES } from '@coursewise/contract';
import { describe, expect, it } from 'vitest';
import { formatIssuedOn, formatScore } from '../certificates/certificate.mapper.js';
import { certificateEmail, verificationCodeEmail } from './templates.js';

const ISSUED = '2026-11-23T09:30:00.000Z';

const certificateIn = (locale: (typeof LOCALES)[number]) =>
  certificateEmail(
    'holder@example.com',
    {
      holderName: 'Ana Ruiz',
      courseTitle: 'Data Basics',
      number: 'CW-2026-000042',
      score: formatScore(87, locale),
      issuedOn: formatIssuedOn(ISSUED, locale),
      certificateUrl: 'https://coursewise.example/certificates/c1',
      pdfUrl: 'https://coursewise.example/api/certification/c1/pdf',
    },
    'Coursewise',
    locale,
  );

describe('mail in the recipient’s language', () => {
  it('writes the certificate mail in each language, with its date and percentage', () => {
    const lines = Object.fromEntries(
      LOCALES.map((locale) => {
        const mail = certificateIn(locale);
        expect(mail.html).toContain(`<html lang="${locale}">`);
        const passed = mail.text.split('\n\n')[2] ?? '';
        // The number keeps its sign on the same line (a no-break space, as each language writes it).
        if (locale !== 'en') expect(passed).toMatch(/87[\u00a0\u202f]%/);
        return [locale, { subject: mail.subject, passed: passed.replace(/[\u00a0\u202f]/g, ' ') }];
      }),
    );
    expect(lines).toEqual({
      en: {
        subject: 'Your Coursewise certificate: Data Basics',
        passed:
          'You passed the final assessment of "Data Basics" with 87% on 23 November 2026. Certificate CW-2026-000042 is yours.',
      },
      es: {
        subject: 'Tu certificado de Coursewise: Data Basics',
        passed:
          'Aprobaste la evaluación final de «Data Basics» con un 87 % el 23 de noviembre de 2026. El certificado CW-2026-000042 es tuyo.',
      },
      fr: {
        subject: 'Votre certificat Coursewise : Data Basics',
        passed:
          'Vous avez réussi l’évaluation finale de « Data Basics » avec 87 % le 23 novembre 2026. Le certificat CW-2026-000042 est à vous.',
      },
      de: {
        subject: 'Ihr Coursewise-Zertifikat: Data Basics',
        passed:
          'Sie haben die Abschlussprüfung von „Data Basics“ am 23. November 2026 mit 87 % bestanden. Das Zertifikat CW-2026-000042 gehört Ihnen.',
      },
    });
  });

  it('keeps the English code mail exactly as before', () => {
    const mail = verificationCodeEmail('a@example.com', '123456', 'Coursewise', ISSUED);
    expect(mail.subject).toBe('Your Coursewise verification code: 123456');
    expect(mail.text).toContain(
      'It completes the sign-up started on 2026-11-23 at 09:30 UTC, with the password',
    );
    expect(mail.html).toContain('<html lang="en">');
  });
});
