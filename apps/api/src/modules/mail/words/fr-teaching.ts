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
  },
};
