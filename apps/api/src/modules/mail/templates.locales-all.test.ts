import { LOCALES } from '@coursewise/contract';
import { describe, expect, it } from 'vitest';
import {
  announcementEmail,
  coInstructorEmail,
  coursePublishedEmail,
  courseRefundedEmail,
  courseReturnedEmail,
  enrolmentEmail,
  giftEmail,
  giftRedeemedEmail,
  notificationDigestEmail,
  receiptEmail,
  refundEmail,
  refundRequestDeclinedEmail,
  staleCheckoutRefundEmail,
} from './templates.js';
import { mailWords } from './words/index.js';

// Purchase, gift, refund, instructor, announcement and digest mail, in each language (issue 26).
describe('every mail in the recipient’s language', () => {
  type Locale = (typeof LOCALES)[number];
  type Sample = (locale: Locale) => { subject: string; text: string; html: string };
  const url = 'https://coursewise.example/x';
  const rows: [string, string][] = [
    ['Data Basics', '£15.79'],
    ['Total', '£15.79'],
  ];

  /** Each template with sample values, and what it says in each language: its subject and one sentence. */
  const cases: [string, Sample, Record<Locale, [subject: string, sentence: string]>][] = [
    [
      'receipt',
      (l) =>
        receiptEmail(
          'a@x.io',
          { receiptNumber: 'R-1', paidOn: 'D', card: null, rows, receiptUrl: url },
          'CW',
          l,
        ),
      {
        en: ['Your CW receipt R-1', 'Thank you for your purchase!'],
        es: ['Tu recibo de CW R-1', '¡Gracias por tu compra!'],
        fr: ['Votre reçu CW R-1', 'Merci pour votre achat !'],
        de: ['Ihre CW-Quittung R-1', 'Vielen Dank für Ihren Kauf!'],
      },
    ],
    [
      'enrolment',
      (l) =>
        enrolmentEmail('a@x.io', { courses: [{ title: 'SQL', playerUrl: url }], couponCode: null }, 'CW', l),
      {
        en: [
          'You are enrolled in “SQL”',
          'These courses are free: nothing was charged and there is no receipt.',
        ],
        es: [
          'Te has inscrito en «SQL»',
          'Estos cursos son gratuitos: no se ha cobrado nada y no hay recibo.',
        ],
        fr: [
          'Vous êtes inscrit à « SQL »',
          'Ces cours sont gratuits : rien n’a été débité et il n’y a pas de reçu.',
        ],
        de: [
          'Sie sind in „SQL“ eingeschrieben',
          'Diese Kurse sind kostenlos: Es wurde nichts berechnet und es gibt keine Quittung.',
        ],
      },
    ],
    [
      'gift',
      (l) =>
        giftEmail(
          'a@x.io',
          { from: 'Ana', message: null, courseTitle: 'SQL', code: 'C', redeemUrl: url },
          'CW',
          l,
        ),
      {
        en: ['Ana sent you a course on CW: SQL', 'Ana gave you the course "SQL" on CW.'],
        es: ['Ana te ha enviado un curso en CW: SQL', 'Ana te ha regalado el curso «SQL» en CW.'],
        fr: ['Ana vous a offert un cours sur CW : SQL', 'Ana vous a offert le cours « SQL » sur CW.'],
        de: [
          'Ana hat Ihnen einen Kurs auf CW geschenkt: SQL',
          'Ana hat Ihnen den Kurs „SQL“ auf CW geschenkt.',
        ],
      },
    ],
    [
      'gift redeemed',
      (l) => giftRedeemedEmail('a@x.io', { recipientEmail: 'b@x.io', courseTitle: 'SQL' }, 'CW', l),
      {
        en: ['Your CW gift was redeemed', 'The gift you sent to b@x.io was redeemed: "SQL" is theirs now.'],
        es: [
          'Tu regalo de CW se ha canjeado',
          'El regalo que enviaste a b@x.io se ha canjeado: «SQL» ya es suyo.',
        ],
        fr: [
          'Votre cadeau CW a été utilisé',
          'Le cadeau que vous avez envoyé à b@x.io a été utilisé : « SQL » lui appartient désormais.',
        ],
        de: [
          'Ihr CW-Geschenk wurde eingelöst',
          'Das Geschenk, das Sie an b@x.io geschickt haben, wurde eingelöst: „SQL“ gehört jetzt dieser Person.',
        ],
      },
    ],
    [
      'refund',
      (l) => refundEmail('a@x.io', { receiptNumber: 'R-1', amount: '£1', rows }, 'CW', l),
      {
        en: ['We refunded £1 from your CW receipt R-1', 'You keep the courses: nothing else changes.'],
        es: ['Te hemos reembolsado £1 de tu recibo de CW R-1', 'Conservas los cursos: no cambia nada más.'],
        fr: [
          'Nous vous avons remboursé £1 sur votre reçu CW R-1',
          'Vous gardez les cours : rien d’autre ne change.',
        ],
        de: [
          'Wir haben Ihnen £1 von Ihrer CW-Quittung R-1 erstattet',
          'Sie behalten die Kurse: Sonst ändert sich nichts.',
        ],
      },
    ],
    [
      'stale-checkout refund',
      (l) => staleCheckoutRefundEmail('a@x.io', { reason: 'Why.', amount: '£1', rows }, 'CW', l),
      {
        en: [
          'We refunded your CW payment of £1',
          'Nothing was bought. You are welcome to check out again at the current price.',
        ],
        es: [
          'Te hemos reembolsado tu pago en CW de £1',
          'No se ha comprado nada. Puedes volver a pagar al precio actual cuando quieras.',
        ],
        fr: [
          'Nous vous avons remboursé votre paiement CW de £1',
          'Rien n’a été acheté. Vous pouvez repasser commande au prix actuel quand vous le souhaitez.',
        ],
        de: [
          'Wir haben Ihnen Ihre CW-Zahlung über £1 erstattet',
          'Es wurde nichts gekauft. Sie können gern erneut zum aktuellen Preis bestellen.',
        ],
      },
    ],
    [
      'course refunded',
      (l) =>
        courseRefundedEmail(
          'a@x.io',
          { courseTitle: 'SQL', amount: null, receiptNumber: null, certificateNumber: null },
          'CW',
          l,
        ),
      {
        en: ['Your refund for "SQL"', 'There was no payment to give back.'],
        es: ['Tu reembolso de «SQL»', 'No había ningún pago que devolver.'],
        fr: ['Votre remboursement pour « SQL »', 'Il n’y avait aucun paiement à rembourser.'],
        de: ['Ihre Erstattung für „SQL“', 'Es gab keine Zahlung zu erstatten.'],
      },
    ],
    [
      'refund request declined',
      (l) =>
        refundRequestDeclinedEmail('a@x.io', { courseTitle: 'SQL', note: 'No.', purchasesUrl: url }, 'CW', l),
      {
        en: ['Your refund request for "SQL"', 'Our note: No.'],
        es: ['Tu solicitud de reembolso de «SQL»', 'Nuestra nota: No.'],
        fr: ['Votre demande de remboursement pour « SQL »', 'Notre message : No.'],
        de: ['Ihr Erstattungsantrag für „SQL“', 'Unsere Anmerkung: No.'],
      },
    ],
    [
      'co-instructor',
      (l) => coInstructorEmail('a@x.io', { courseTitle: 'SQL', ownerName: 'Ana' }, 'CW', l),
      {
        en: ['You can now edit "SQL" on CW', 'Ana added you as a co-instructor of "SQL".'],
        es: ['Ya puedes editar «SQL» en CW', 'Ana te ha añadido como coinstructor de «SQL».'],
        fr: [
          'Vous pouvez désormais modifier « SQL » sur CW',
          'Ana vous a ajouté comme co-formateur de « SQL ».',
        ],
        de: ['Sie können „SQL“ jetzt auf CW bearbeiten', 'Ana hat Sie als Co-Dozent von „SQL“ hinzugefügt.'],
      },
    ],
    [
      'course returned',
      (l) => courseReturnedEmail('a@x.io', { courseTitle: 'SQL', note: 'Fix.' }, 'CW', l),
      {
        en: [
          '"SQL" needs changes before it is published',
          'Edit the course in your studio and submit it for review again.',
        ],
        es: [
          '«SQL» necesita cambios antes de publicarse',
          'Edita el curso en tu estudio y vuelve a enviarlo a revisión.',
        ],
        fr: [
          '« SQL » doit être modifié avant sa publication',
          'Modifiez le cours dans votre studio et soumettez-le de nouveau pour examen.',
        ],
        de: [
          '„SQL“ braucht vor der Veröffentlichung Änderungen',
          'Bearbeiten Sie den Kurs in Ihrem Studio und reichen Sie ihn erneut zur Prüfung ein.',
        ],
      },
    ],
    [
      'course published',
      (l) => coursePublishedEmail('a@x.io', { courseTitle: 'SQL', courseUrl: url }, 'CW', l),
      {
        en: ['"SQL" is published on CW', '"SQL" is published: learners can find and buy it now.'],
        es: [
          '«SQL» está publicado en CW',
          '«SQL» está publicado: los estudiantes ya pueden encontrarlo y comprarlo.',
        ],
        fr: [
          '« SQL » est publié sur CW',
          '« SQL » est publié : les apprenants peuvent désormais le trouver et l’acheter.',
        ],
        de: [
          '„SQL“ ist auf CW veröffentlicht',
          '„SQL“ ist veröffentlicht: Lernende können ihn jetzt finden und kaufen.',
        ],
      },
    ],
    [
      'announcement',
      (l) =>
        announcementEmail(
          'a@x.io',
          {
            courseTitle: 'SQL',
            title: 'Hi',
            authorName: null,
            paragraphs: [],
            courseUrl: url,
            preferencesUrl: url,
          },
          'CW',
          l,
        ),
      {
        en: ['SQL: Hi', 'Your instructor posted an announcement in "SQL":'],
        es: ['SQL: Hi', 'Tu instructor ha publicado un anuncio en «SQL»:'],
        fr: ['SQL: Hi', 'Votre formateur a publié une annonce dans « SQL » :'],
        de: ['SQL: Hi', 'Ihr Dozent hat eine Ankündigung in „SQL“ veröffentlicht:'],
      },
    ],
    [
      'notification digest',
      (l) =>
        notificationDigestEmail(
          'a@x.io',
          {
            items: [{ kind: 'announcement', data: { courseTitle: 'SQL', title: 'Hi' }, url }],
            more: 2,
            notificationsUrl: url,
          },
          'CW',
          l,
        ),
      {
        en: ['You have 3 unread notifications on CW', 'And 2 more.'],
        es: ['Tienes 3 notificaciones sin leer en CW', 'Y 2 más.'],
        fr: ['Vous avez 3 notifications non lues sur CW', 'Et 2 de plus.'],
        de: ['Sie haben 3 ungelesene Benachrichtigungen auf CW', 'Und 2 weitere.'],
      },
    ],
  ];

  it.each(cases)('writes the %s mail in each language', (_name, sample, expected) => {
    for (const locale of LOCALES) {
      const mail = sample(locale);
      const [subject, sentence] = expected[locale];
      expect(mail.subject).toBe(subject);
      expect(mail.text.split('\n\n')).toContain(sentence);
      expect(mail.html).toContain(`<html lang="${locale}">`);
    }
  });

  it('words a stale checkout’s reason in each language', () => {
    expect(LOCALES.map((locale) => mailWords(locale).staleReason.unavailable('SQL'))).toEqual([
      '"SQL" is no longer for sale.',
      '«SQL» ya no está a la venta.',
      '« SQL » n’est plus en vente.',
      '„SQL“ ist nicht mehr erhältlich.',
    ]);
  });
});
