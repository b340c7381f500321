/**
 * What the server writes into a public page's head (title, description), in English: the source the
 * other languages translate, each typed by this one.
 */
export const en = {
  home: {
    title: (site: string) => `${site}: online courses`,
    description: (site: string) =>
      `${site}: browse, buy and study online courses, and earn a certificate you can share.`,
  },
  catalogue: {
    courses: 'Courses',
    matching: (search: string) => `Courses matching “${search}”`,
    allLevels: 'all levels',
    level: (level: string) => level,
    page: (page: number) => `page ${page}`,
    description: (heading: string, site: string) =>
      `${heading} on ${site}: compare prices, levels and ratings, and preview chapters before you buy.`,
  },
  certificate: {
    verification: 'Certificate verification',
    unknown: (site: string) => `No ${site} certificate has this link. Check that it was copied in full.`,
    revokedTitle: (holder: string, course: string) => `Revoked certificate: ${holder} — ${course}`,
    revokedDescription: (site: string, number: string, issuedOn: string, revokedOn: string) =>
      `${site} certificate ${number}, issued on ${issuedOn}, was revoked on ${revokedOn} and is no longer valid.`,
    description: (holder: string, course: string, site: string, number: string, issuedOn: string) =>
      `${holder} completed ${course} on ${site}. Certificate ${number}, issued on ${issuedOn}.`,
    facts: {
      holder: 'Holder',
      course: 'Course',
      issued: 'Issued',
      score: 'Score',
      number: 'Certificate number',
      status: 'Status',
      valid: 'Valid',
      revoked: (date: string) => `Revoked on ${date}: no longer valid`,
    },
  },
  pages: {
    about: {
      title: 'About us',
      description: (site: string) => `Who runs ${site}, how its courses are made and who teaches them.`,
    },
    faq: {
      title: 'Frequently asked questions',
      description: (site: string) =>
        `Answers to common questions about buying, studying and certificates on ${site}.`,
    },
    help: {
      title: 'Help centre',
      description: (site: string) => `Guides to your account, payments, courses and certificates on ${site}.`,
    },
    contact: {
      title: 'Contact us',
      description: (site: string) =>
        `Write to the ${site} team: questions about courses, payments or your account.`,
    },
    terms: {
      title: 'Terms of service',
      description: (site: string) => `The terms that apply when you buy and study courses on ${site}.`,
    },
    privacy: {
      title: 'Privacy policy',
      description: (site: string) =>
        `What personal data ${site} keeps, why, for how long, and your rights over it.`,
    },
  },
};

export type HeadWords = typeof en;
export type StaticPageName = keyof HeadWords['pages'];
