import type { CommerceWords } from './en-commerce.js';

export const deCommerce: CommerceWords = {
  card: (brand, last4) => `${brand} mit der Endung ${last4}`,
  aCourse: 'Ein Kurs',
  rows: {
    refunded: (title) => `${title} (erstattet)`,
    giftFor: (title, email) => `${title} (Geschenk für ${email})`,
    coupon: (code) => `Gutschein ${code}`,
    total: 'Gesamt',
    refundedTotal: 'Erstattet',
  },
  backToCard: (amount) =>
    `Die ${amount} gehen zurück auf die Karte, mit der Sie bezahlt haben; Banken zeigen das meist innerhalb von 5 bis 10 Tagen an.`,
  receipt: {
    subject: (siteName, number) => `Ihre ${siteName}-Quittung ${number}`,
    thanks: 'Vielen Dank für Ihren Kauf!',
    paid: (number, paidOn, card) =>
      `Quittung ${number}, bezahlt am ${paidOn}${card ? ` mit Ihrer ${card}` : ''}.`,
    giftFor: (email) =>
      `Dieser Kurs ist ein Geschenk für ${email}: Wir haben eine E-Mail mit dem Code zum Einlösen geschickt.`,
    waiting: 'Ihre Kurse warten unter „Mein Lernbereich“ auf Sie.',
    seeOrPrint: 'Sie können diese Quittung jederzeit ansehen oder drucken: ',
    invoice: (number) => `Die Rechnung ${number} können Sie auf derselben Seite herunterladen.`,
  },
  enrolment: {
    subject: (title, count) =>
      title !== null ? `Sie sind in „${title}“ eingeschrieben` : `Sie sind in ${count} Kurse eingeschrieben`,
    welcome: 'Willkommen!',
    coupon: (code) => `Ihr Gutschein ${code} hat diese Kurse kostenlos gemacht: Es wurde nichts berechnet.`,
    free: 'Diese Kurse sind kostenlos: Es wurde nichts berechnet und es gibt keine Quittung.',
    waiting: 'Sie warten unter „Mein Lernbereich“ auf Sie.',
  },
  gift: {
    subject: (from, siteName, courseTitle) =>
      `${from} hat Ihnen einen Kurs auf ${siteName} geschenkt: ${courseTitle}`,
    gave: (from, courseTitle, siteName) =>
      `${from} hat Ihnen den Kurs „${courseTitle}“ auf ${siteName} geschenkt.`,
    wrote: (from) => `${from} schreibt:`,
    code: 'Ihr Geschenkcode:',
    redeem: 'Lösen Sie ihn hier ein (melden Sie sich zuerst an oder erstellen Sie ein Konto): ',
    once: 'Der Code gilt einmal. Wenn Sie den Kurs schon besitzen, können Sie einen anderen zum gleichen oder niedrigeren Preis wählen.',
    someone: 'Jemand',
  },
  giftRedeemed: {
    subject: (siteName) => `Ihr ${siteName}-Geschenk wurde eingelöst`,
    redeemed: (email, courseTitle) =>
      `Das Geschenk, das Sie an ${email} geschickt haben, wurde eingelöst: „${courseTitle}“ gehört jetzt dieser Person.`,
  },
  refund: {
    subject: (amount, siteName, number) =>
      `Wir haben Ihnen ${amount} von Ihrer ${siteName}-Quittung ${number} erstattet`,
    owned: (number) =>
      `Sie besaßen diese Kurse bereits, als die Zahlung ${number} einging, daher haben wir sie Ihnen erstattet:`,
    keep: 'Sie behalten die Kurse: Sonst ändert sich nichts.',
  },
  staleReason: {
    expired: (minutes) => `Dieser Bezahlvorgang ist abgelaufen: Seine Preise gelten ${minutes} Minuten lang.`,
    priceChanged: (title) =>
      `Der Preis von ${title ? `„${title}“` : 'einem Kurs dieser Bestellung'} hat sich seit Beginn dieses Bezahlvorgangs geändert.`,
    unavailable: (title) =>
      `${title ? `„${title}“` : 'Ein Kurs dieser Bestellung'} ist nicht mehr erhältlich.`,
  },
  staleRefund: {
    subject: (siteName, amount) => `Wir haben Ihnen Ihre ${siteName}-Zahlung über ${amount} erstattet`,
    notCompleted: (reason) => `${reason} Daher haben wir diese Bestellung nicht abgeschlossen:`,
    nothingBought: 'Es wurde nichts gekauft. Sie können gern erneut zum aktuellen Preis bestellen.',
  },
  courseRefunded: {
    subject: (courseTitle) => `Ihre Erstattung für „${courseTitle}“`,
    refunded: (courseTitle, receiptNumber) =>
      `Wir haben Ihren Kauf von „${courseTitle}“${receiptNumber ? ` (Quittung ${receiptNumber})` : ''} erstattet.`,
    noPayment: 'Es gab keine Zahlung zu erstatten.',
    note: (note) => `Eine Anmerkung von uns: ${note}`,
    gone: 'Der Kurs ist nicht mehr unter „Mein Lernbereich“. Sie können ihn gern erneut kaufen.',
    revoked: (number) =>
      `Ihr Zertifikat ${number} für diesen Kurs wurde mit der Erstattung widerrufen: Seine Prüfseite zeigt es jetzt als widerrufen an.`,
  },
  refundDeclined: {
    subject: (courseTitle) => `Ihr Erstattungsantrag für „${courseTitle}“`,
    declined: (courseTitle) =>
      `Wir haben Ihren Antrag auf Erstattung von „${courseTitle}“ geprüft und abgelehnt.`,
    note: (note) => `Unsere Anmerkung: ${note}`,
    stays: 'Der Kurs bleibt Ihrer. Ihre Käufe: ',
  },
};
