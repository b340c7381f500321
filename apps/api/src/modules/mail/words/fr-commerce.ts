import type { CommerceWords } from './en-commerce.js';

export const frCommerce: CommerceWords = {
  card: (brand, last4) => `${brand} se terminant par ${last4}`,
  aCourse: 'Un cours',
  rows: {
    refunded: (title) => `${title} (remboursé)`,
    giftFor: (title, email) => `${title} (cadeau pour ${email})`,
    coupon: (code) => `Code promo ${code}`,
    total: 'Total',
    refundedTotal: 'Remboursé',
  },
  backToCard: (amount) =>
    `Les ${amount} sont recrédités sur la carte avec laquelle vous avez payé ; les banques l’affichent généralement sous 5 à 10 jours.`,
  receipt: {
    subject: (siteName, number) => `Votre reçu ${siteName} ${number}`,
    thanks: 'Merci pour votre achat !',
    paid: (number, paidOn, card) => `Reçu ${number}, payé le ${paidOn}${card ? ` avec votre ${card}` : ''}.`,
    giftFor: (email) =>
      `Ce cours est un cadeau pour ${email} : nous lui avons envoyé un e-mail avec le code pour en profiter.`,
    waiting: 'Vos cours vous attendent dans « Mes formations ».',
    seeOrPrint: 'Vous pouvez consulter ou imprimer ce reçu à tout moment : ',
    invoice: (number) => `La facture ${number} peut être téléchargée depuis la même page.`,
  },
  enrolment: {
    subject: (title, count) =>
      title !== null ? `Vous êtes inscrit à « ${title} »` : `Vous êtes inscrit à ${count} cours`,
    welcome: 'Bienvenue !',
    coupon: (code) => `Votre code promo ${code} a rendu ces cours gratuits : rien n’a été débité.`,
    free: 'Ces cours sont gratuits : rien n’a été débité et il n’y a pas de reçu.',
    waiting: 'Ils vous attendent dans « Mes formations ».',
  },
  gift: {
    subject: (from, siteName, courseTitle) =>
      `${from} vous a offert un cours sur ${siteName} : ${courseTitle}`,
    gave: (from, courseTitle, siteName) =>
      `${from} vous a offert le cours « ${courseTitle} » sur ${siteName}.`,
    wrote: (from) => `${from} a écrit :`,
    code: 'Votre code cadeau :',
    redeem: 'Utilisez-le ici (connectez-vous ou créez d’abord un compte) : ',
    once: 'Le code ne sert qu’une fois. Si vous avez déjà ce cours, vous pouvez en choisir un autre du même prix ou moins cher.',
    someone: 'Quelqu’un',
  },
  giftRedeemed: {
    subject: (siteName) => `Votre cadeau ${siteName} a été utilisé`,
    redeemed: (email, courseTitle) =>
      `Le cadeau que vous avez envoyé à ${email} a été utilisé : « ${courseTitle} » lui appartient désormais.`,
  },
  refund: {
    subject: (amount, siteName, number) =>
      `Nous vous avons remboursé ${amount} sur votre reçu ${siteName} ${number}`,
    owned: (number) =>
      `Vous possédiez déjà ces cours quand le paiement ${number} a abouti, nous vous les avons donc remboursés :`,
    keep: 'Vous gardez les cours : rien d’autre ne change.',
  },
  staleReason: {
    expired: (minutes) => `Cette commande a expiré : ses prix sont garantis pendant ${minutes} minutes.`,
    priceChanged: (title) =>
      `Le prix de ${title ? `« ${title} »` : 'l’un des cours de cette commande'} a changé depuis le début de cette commande.`,
    unavailable: (title) =>
      `${title ? `« ${title} »` : 'L’un des cours de cette commande'} n’est plus en vente.`,
  },
  staleRefund: {
    subject: (siteName, amount) => `Nous vous avons remboursé votre paiement ${siteName} de ${amount}`,
    notCompleted: (reason) => `${reason} Nous n’avons donc pas finalisé cette commande :`,
    nothingBought:
      'Rien n’a été acheté. Vous pouvez repasser commande au prix actuel quand vous le souhaitez.',
  },
  courseRefunded: {
    subject: (courseTitle) => `Votre remboursement pour « ${courseTitle} »`,
    refunded: (courseTitle, receiptNumber) =>
      `Nous avons remboursé votre achat de « ${courseTitle} »${receiptNumber ? ` (reçu ${receiptNumber})` : ''}.`,
    noPayment: 'Il n’y avait aucun paiement à rembourser.',
    note: (note) => `Un mot de notre part : ${note}`,
    gone: 'Le cours n’est plus dans « Mes formations ». Vous pouvez le racheter quand vous le souhaitez.',
    revoked: (number) =>
      `Votre certificat ${number} pour ce cours a été révoqué avec le remboursement : sa page de vérification l’indique désormais comme révoqué.`,
  },
  refundDeclined: {
    subject: (courseTitle) => `Votre demande de remboursement pour « ${courseTitle} »`,
    declined: (courseTitle) =>
      `Nous avons examiné votre demande de remboursement de « ${courseTitle} » et l’avons refusée.`,
    note: (note) => `Notre message : ${note}`,
    stays: 'Le cours reste à vous. Vos achats : ',
  },
};
