import type { HeadWords } from './en.js';

const LEVELS: Record<string, string> = {
  beginner: 'Einsteiger',
  intermediate: 'Fortgeschrittene',
  advanced: 'Experten',
};

export const de: HeadWords = {
  home: {
    title: (site) => `${site}: Onlinekurse`,
    description: (site) =>
      `${site}: Onlinekurse entdecken, kaufen und lernen – mit einem Zertifikat, das Sie teilen können.`,
  },
  catalogue: {
    courses: 'Kurse',
    matching: (search) => `Kurse zu „${search}“`,
    allLevels: 'alle Niveaus',
    level: (level) => LEVELS[level] ?? level,
    page: (page) => `Seite ${page}`,
    description: (heading, site) =>
      `${heading} auf ${site}: Preise, Niveaus und Bewertungen vergleichen und Kapitel vor dem Kauf ansehen.`,
  },
  certificate: {
    verification: 'Zertifikatsprüfung',
    unknown: (site) =>
      `Kein ${site}-Zertifikat hat diesen Link. Prüfen Sie, ob er vollständig kopiert wurde.`,
    revokedTitle: (holder, course) => `Widerrufenes Zertifikat: ${holder} — ${course}`,
    revokedDescription: (site, number, issuedOn, revokedOn) =>
      `Das ${site}-Zertifikat ${number}, ausgestellt am ${issuedOn}, wurde am ${revokedOn} widerrufen und ist nicht mehr gültig.`,
    description: (holder, course, site, number, issuedOn) =>
      `${holder} hat ${course} bei ${site} abgeschlossen. Zertifikat ${number}, ausgestellt am ${issuedOn}.`,
    facts: {
      holder: 'Inhaber',
      course: 'Kurs',
      issued: 'Ausgestellt',
      score: 'Ergebnis',
      number: 'Zertifikatsnummer',
      status: 'Status',
      valid: 'Gültig',
      revoked: (date) => `Widerrufen am ${date}: nicht mehr gültig`,
    },
  },
  pages: {
    about: {
      title: 'Über uns',
      description: (site) => `Wer hinter ${site} steht, wie die Kurse entstehen und wer sie unterrichtet.`,
    },
    faq: {
      title: 'Häufige Fragen',
      description: (site) => `Antworten auf häufige Fragen zu Kauf, Lernen und Zertifikaten bei ${site}.`,
    },
    help: {
      title: 'Hilfe-Center',
      description: (site) => `Anleitungen zu Konto, Zahlungen, Kursen und Zertifikaten bei ${site}.`,
    },
    contact: {
      title: 'Kontakt',
      description: (site) => `Schreiben Sie dem ${site}-Team: Fragen zu Kursen, Zahlungen oder Ihrem Konto.`,
    },
    terms: {
      title: 'Nutzungsbedingungen',
      description: (site) => `Die Bedingungen, die beim Kauf und Lernen von Kursen auf ${site} gelten.`,
    },
    privacy: {
      title: 'Datenschutzerklärung',
      description: (site) =>
        `Welche personenbezogenen Daten ${site} speichert, warum, wie lange und welche Rechte Sie daran haben.`,
    },
  },
};
