import type { Locale } from '@coursewise/contract';

/** The certificate PDF's fixed words in each language; its facts (names, title, number) print as they are. */
export interface CertificatePdfWords {
  heading: string;
  certifies: string;
  completed: string;
  issuedOn: string;
  score: string;
  number: string;
  verifyAt: string;
  verifyLink: string;
  scan: string;
  qrAlt: (url: string) => string;
  documentTitle: (number: string, courseTitle: string) => string;
  documentSubject: (holderName: string, courseTitle: string) => string;
}

const en: CertificatePdfWords = {
  heading: 'CERTIFICATE OF COMPLETION',
  certifies: 'This certifies that',
  completed: 'has successfully completed the course',
  issuedOn: 'Issued on',
  score: 'Score',
  number: 'Certificate number',
  verifyAt: 'Verify this certificate at',
  verifyLink: 'Verify this certificate',
  scan: 'Scan to verify',
  qrAlt: (url) => `QR code linking to ${url}`,
  documentTitle: (number, courseTitle) => `Certificate ${number}: ${courseTitle}`,
  documentSubject: (holderName, courseTitle) => `${holderName} completed ${courseTitle}`,
};

const es: CertificatePdfWords = {
  heading: 'CERTIFICADO DE FINALIZACIÓN',
  certifies: 'Se certifica que',
  completed: 'ha completado con éxito el curso',
  issuedOn: 'Fecha de emisión',
  score: 'Puntuación',
  number: 'N.º de certificado',
  verifyAt: 'Verifica este certificado en',
  verifyLink: 'Verificar este certificado',
  scan: 'Escanea para verificar',
  qrAlt: (url) => `Código QR que enlaza a ${url}`,
  documentTitle: (number, courseTitle) => `Certificado ${number}: ${courseTitle}`,
  documentSubject: (holderName, courseTitle) => `${holderName} completó ${courseTitle}`,
};

const fr: CertificatePdfWords = {
  heading: 'CERTIFICAT DE RÉUSSITE',
  certifies: 'Nous certifions que',
  completed: 'a suivi avec succès le cours',
  issuedOn: 'Délivré le',
  score: 'Score',
  number: 'N° de certificat',
  verifyAt: 'Vérifiez ce certificat sur',
  verifyLink: 'Vérifier ce certificat',
  scan: 'Scannez pour vérifier',
  qrAlt: (url) => `Code QR menant à ${url}`,
  documentTitle: (number, courseTitle) => `Certificat ${number} : ${courseTitle}`,
  documentSubject: (holderName, courseTitle) => `${holderName} a terminé ${courseTitle}`,
};

const de: CertificatePdfWords = {
  heading: 'ABSCHLUSSZERTIFIKAT',
  certifies: 'Hiermit wird bestätigt, dass',
  completed: 'den folgenden Kurs erfolgreich abgeschlossen hat',
  issuedOn: 'Ausgestellt am',
  score: 'Ergebnis',
  number: 'Zertifikatsnummer',
  verifyAt: 'Prüfen Sie dieses Zertifikat unter',
  verifyLink: 'Dieses Zertifikat prüfen',
  scan: 'Zum Prüfen scannen',
  qrAlt: (url) => `QR-Code mit Link zu ${url}`,
  documentTitle: (number, courseTitle) => `Zertifikat ${number}: ${courseTitle}`,
  documentSubject: (holderName, courseTitle) => `${holderName} hat ${courseTitle} abgeschlossen`,
};

const WORDS: Record<Locale, CertificatePdfWords> = { en, es, fr, de };

export const certificatePdfWords = (locale: Locale): CertificatePdfWords => WORDS[locale];
