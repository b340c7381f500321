import type { TeachingWords } from './en-teaching.js';

export const esTeaching: TeachingWords = {
  coInstructor: {
    subject: (courseTitle, siteName) => `Ya puedes editar «${courseTitle}» en ${siteName}`,
    added: (ownerName, courseTitle) => `${ownerName} te ha añadido como coinstructor de «${courseTitle}».`,
    studio: 'Abre el estudio para encontrarlo entre tus cursos.',
  },
  courseReturned: {
    subject: (courseTitle) => `«${courseTitle}» necesita cambios antes de publicarse`,
    returned: (courseTitle) => `Hemos revisado «${courseTitle}» y te lo hemos devuelto con esta nota:`,
    again: 'Edita el curso en tu estudio y vuelve a enviarlo a revisión.',
  },
  coursePublished: {
    subject: (courseTitle, siteName) => `«${courseTitle}» está publicado en ${siteName}`,
    published: (courseTitle) =>
      `«${courseTitle}» está publicado: los estudiantes ya pueden encontrarlo y comprarlo.`,
    page: 'Su página: ',
    live: 'Los cambios que hagas en tu estudio se publican al instante.',
  },
  announcement: {
    posted: (authorName, courseTitle) =>
      `${authorName ?? 'Tu instructor'} ha publicado un anuncio en «${courseTitle}»:`,
    open: 'Abre el curso: ',
    stop: 'Para dejar de recibir estos correos, desactiva los anuncios de cursos en tu perfil: ',
  },
  digest: {
    subject: (count, siteName) =>
      count === 1
        ? `Tienes una notificación sin leer en ${siteName}`
        : `Tienes ${count} notificaciones sin leer en ${siteName}`,
    away: 'Mientras no estabas:',
    more: (count) => `Y ${count} más.`,
    all: 'Todas tus notificaciones: ',
    off: 'Puedes desactivar este correo diario en esa página.',
    line: {
      certificate_issued: (data) => `Tu certificado de «${data.courseTitle}» está listo.`,
      refund_decided: (data) =>
        data.outcome === 'declined'
          ? `Se ha rechazado tu solicitud de reembolso de «${data.courseTitle}».`
          : `Se ha reembolsado tu compra de «${data.courseTitle}».`,
      gift_received: (data) =>
        `${data.from || 'Alguien'} te ha regalado «${data.courseTitle}»: tienes el código en tu correo.`,
      announcement: (data) => `Nuevo anuncio en «${data.courseTitle}»: ${data.title}`,
      discussion_reply: (data) => `${data.author || 'Alguien'} ha respondido a «${data.threadTitle}».`,
      discussion_answer: (data) =>
        `${data.author || 'Alguien'} ha respondido a tu pregunta «${data.threadTitle}».`,
    },
  },
};
