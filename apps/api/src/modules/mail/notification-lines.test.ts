import {
  LOCALES,
  type Locale,
  type NotificationDataByKind,
  type NotificationKind,
  notificationKinds,
  notificationText,
} from '@coursewise/contract';
import { describe, expect, it } from 'vitest';
import { notificationDigestEmail } from './templates.js';
import { mailWords } from './words/index.js';

/** Sample data of every kind (typed: a kind added to the contract needs a sample here too). */
const samples: { [K in NotificationKind]: NotificationDataByKind[K] } = {
  certificate_issued: { courseTitle: 'Data Basics', number: 'CW-C-1' },
  refund_decided: { courseTitle: 'Data Basics', outcome: 'declined', note: null },
  gift_received: { courseTitle: 'Data Basics', from: 'Ana' },
  announcement: { courseTitle: 'Data Basics', title: 'Live session on Friday' },
  discussion_reply: { courseTitle: 'Data Basics', threadTitle: 'Joins', author: 'Ada' },
  discussion_answer: { courseTitle: 'Data Basics', threadTitle: 'Joins', author: 'Ada' },
};

const lineIn = <K extends NotificationKind>(
  locale: Locale,
  kind: K,
  data: NotificationDataByKind[K] = samples[kind],
): string => mailWords(locale).digest.line[kind](data);

/** The title a line must name: the thread's for discussions, else the course's. */
const titleOf = (data: NotificationDataByKind[NotificationKind]) =>
  'threadTitle' in data ? data.threadTitle : data.courseTitle;

/** Each kind's variants: both refund outcomes, and a sender or author without a name. */
const variants: [NotificationKind, Record<string, string | null>][] = [
  ['certificate_issued', samples.certificate_issued],
  ['refund_decided', samples.refund_decided],
  ['refund_decided', { ...samples.refund_decided, outcome: 'refunded', note: 'Approved' }],
  ['gift_received', samples.gift_received],
  ['gift_received', { ...samples.gift_received, from: '' }],
  ['announcement', samples.announcement],
  ['discussion_reply', samples.discussion_reply],
  ['discussion_reply', { ...samples.discussion_reply, author: '' }],
  ['discussion_answer', samples.discussion_answer],
  ['discussion_answer', { ...samples.discussion_answer, author: '' }],
];
const linesOf = (locale: Locale) =>
  variants.map(([kind, data]) => lineIn(locale, kind, data as NotificationDataByKind[typeof kind]));

describe('the digest’s notification lines', () => {
  it.each(LOCALES)('%s has a line for every kind, naming its title', (locale) => {
    const lines = mailWords(locale).digest.line;
    expect(Object.keys(lines).sort()).toEqual([...notificationKinds].sort());
    for (const kind of notificationKinds) {
      const line = lineIn(locale, kind);
      expect(line.trim()).not.toBe('');
      expect(line).toContain(titleOf(samples[kind]));
      if (locale !== 'en') expect(line).not.toBe(lineIn('en', kind));
    }
  });

  it('words English exactly as the API’s text (the contract’s notificationText)', () => {
    expect(linesOf('en')).toEqual(variants.map(([kind, data]) => notificationText(kind, data)));
  });

  it('words every kind in each language, with its quotation marks and a nameless sender', () => {
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, linesOf(locale)]))).toEqual({
      en: [
        'Your certificate for “Data Basics” is ready.',
        'Your refund request for “Data Basics” was declined.',
        'Your purchase of “Data Basics” was refunded.',
        'Ana gave you “Data Basics”: your code is in your email.',
        'Someone gave you “Data Basics”: your code is in your email.',
        'New announcement in “Data Basics”: Live session on Friday',
        'Ada replied to “Joins”.',
        'Someone replied to “Joins”.',
        'Ada answered “Joins”.',
        'Someone answered “Joins”.',
      ],
      es: [
        'Tu certificado de «Data Basics» está listo.',
        'Se ha rechazado tu solicitud de reembolso de «Data Basics».',
        'Se ha reembolsado tu compra de «Data Basics».',
        'Ana te ha regalado «Data Basics»: tienes el código en tu correo.',
        'Alguien te ha regalado «Data Basics»: tienes el código en tu correo.',
        'Nuevo anuncio en «Data Basics»: Live session on Friday',
        'Ada ha respondido a «Joins».',
        'Alguien ha respondido a «Joins».',
        'Ada ha respondido a tu pregunta «Joins».',
        'Alguien ha respondido a tu pregunta «Joins».',
      ],
      fr: [
        'Votre certificat pour « Data Basics » est prêt.',
        'Votre demande de remboursement pour « Data Basics » a été refusée.',
        'Votre achat de « Data Basics » a été remboursé.',
        'Ana vous a offert « Data Basics » : votre code vous a été envoyé par e-mail.',
        'Quelqu’un vous a offert « Data Basics » : votre code vous a été envoyé par e-mail.',
        'Nouvelle annonce dans « Data Basics » : Live session on Friday',
        'Ada a répondu à « Joins ».',
        'Quelqu’un a répondu à « Joins ».',
        'Ada a répondu à votre question « Joins ».',
        'Quelqu’un a répondu à votre question « Joins ».',
      ],
      de: [
        'Ihr Zertifikat für „Data Basics“ steht bereit.',
        'Ihr Erstattungsantrag für „Data Basics“ wurde abgelehnt.',
        'Ihr Kauf von „Data Basics“ wurde erstattet.',
        'Ana hat Ihnen „Data Basics“ geschenkt: Ihren Code finden Sie in Ihren E-Mails.',
        'Jemand hat Ihnen „Data Basics“ geschenkt: Ihren Code finden Sie in Ihren E-Mails.',
        'Neue Ankündigung in „Data Basics“: Live session on Friday',
        'Ada hat auf „Joins“ geantwortet.',
        'Jemand hat auf „Joins“ geantwortet.',
        'Ada hat Ihre Frage „Joins“ beantwortet.',
        'Jemand hat Ihre Frage „Joins“ beantwortet.',
      ],
    });
  });

  it('words the digest mail’s lines from kind and data, a field a stored row lacks as empty', () => {
    const url = 'https://coursewise.example/n';
    const digest = (locale: Locale) =>
      notificationDigestEmail(
        'a@x.io',
        {
          items: [
            { kind: 'certificate_issued', data: { courseTitle: 'SQL', number: 'CW-C-1' }, url },
            { kind: 'announcement', data: { courseTitle: 'SQL' }, url },
          ],
          more: 0,
          notificationsUrl: url,
        },
        'CW',
        locale,
      ).text.split('\n\n');
    expect(digest('fr')).toContain(`Votre certificat pour « SQL » est prêt. ${url}`);
    // The missing title reads as empty: the line ends at its colon, before the link's space.
    expect(digest('fr')).toContain(`Nouvelle annonce dans « SQL » :  ${url}`);
    expect(digest('en')).toContain(`${notificationText('announcement', { courseTitle: 'SQL' })} ${url}`);
    expect(digest('de').join('\n')).not.toMatch(/undefined|null/);
  });
});
