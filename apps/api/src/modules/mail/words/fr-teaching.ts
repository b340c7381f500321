import type { TeachingWords } from './en-teaching.js';

export const frTeaching: TeachingWords = {
  coInstructor: {
    subject: (courseTitle, siteName) => `Vous pouvez désormais modifier « ${courseTitle} » sur ${siteName}`,
    added: (ownerName, courseTitle) => `${ownerName} vous a ajouté comme co-formateur de « ${courseTitle} ».`,
    studio: 'Ouvrez le studio pour le retrouver parmi vos cours.',
  },
  courseReturned: {
    subject: (courseTitle) => `« ${courseTitle} » doit être modifié avant sa publication`,
    returned: (courseTitle) => `Nous avons examiné « ${courseTitle} » et vous le renvoyons avec ce message :`,
    again: 'Modifiez le cours dans votre studio et soumettez-le de nouveau pour examen.',
  },
  coursePublished: {
    subject: (courseTitle, siteName) => `« ${courseTitle} » est publié sur ${siteName}`,
    published: (courseTitle) =>
      `« ${courseTitle} » est publié : les apprenants peuvent désormais le trouver et l’acheter.`,
    page: 'Sa page : ',
    live: 'Les modifications que vous y apportez dans votre studio sont en ligne immédiatement.',
  },
  announcement: {
    posted: (authorName, courseTitle) =>
      `${authorName ?? 'Votre formateur'} a publié une annonce dans « ${courseTitle} » :`,
    open: 'Ouvrir le cours : ',
    stop: 'Pour ne plus recevoir ces e-mails, désactivez les annonces des cours dans votre profil : ',
  },
  digest: {
    subject: (count, siteName) =>
      count === 1
        ? `Vous avez une notification non lue sur ${siteName}`
        : `Vous avez ${count} notifications non lues sur ${siteName}`,
    away: 'Pendant votre absence :',
    more: (count) => `Et ${count} de plus.`,
    all: 'Toutes vos notifications : ',
    off: 'Vous pouvez désactiver cet e-mail quotidien sur cette page.',
    line: {
      certificate_issued: (data) => `Votre certificat pour « ${data.courseTitle} » est prêt.`,
      refund_decided: (data) =>
        data.outcome === 'declined'
          ? `Votre demande de remboursement pour « ${data.courseTitle} » a été refusée.`
          : `Votre achat de « ${data.courseTitle} » a été remboursé.`,
      gift_received: (data) =>
        `${data.from || 'Quelqu’un'} vous a offert « ${data.courseTitle} » : votre code vous a été envoyé par e-mail.`,
      announcement: (data) => `Nouvelle annonce dans « ${data.courseTitle} » : ${data.title}`,
      discussion_reply: (data) => `${data.author || 'Quelqu’un'} a répondu à « ${data.threadTitle} ».`,
      discussion_answer: (data) =>
        `${data.author || 'Quelqu’un'} a répondu à votre question « ${data.threadTitle} ».`,
    },
  },
};
