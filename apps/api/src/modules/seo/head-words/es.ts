import type { HeadWords } from './en.js';

const LEVELS: Record<string, string> = {
  beginner: 'principiante',
  intermediate: 'intermedio',
  advanced: 'avanzado',
};

export const es: HeadWords = {
  home: {
    title: (site) => `${site}: cursos en línea`,
    description: (site) =>
      `${site}: explora, compra y estudia cursos en línea, y obtén un certificado que puedes compartir.`,
  },
  catalogue: {
    courses: 'Cursos',
    matching: (search) => `Cursos que coinciden con «${search}»`,
    allLevels: 'todos los niveles',
    level: (level) => LEVELS[level] ?? level,
    page: (page) => `página ${page}`,
    description: (heading, site) =>
      `${heading} en ${site}: compara precios, niveles y valoraciones, y prueba capítulos antes de comprar.`,
  },
  certificate: {
    verification: 'Verificación de certificado',
    unknown: (site) => `Ningún certificado de ${site} tiene este enlace. Comprueba que se ha copiado entero.`,
    revokedTitle: (holder, course) => `Certificado revocado: ${holder} — ${course}`,
    revokedDescription: (site, number, issuedOn, revokedOn) =>
      `El certificado ${number} de ${site}, emitido el ${issuedOn}, se revocó el ${revokedOn} y ya no es válido.`,
    description: (holder, course, site, number, issuedOn) =>
      `${holder} completó ${course} en ${site}. Certificado ${number}, emitido el ${issuedOn}.`,
    facts: {
      holder: 'Titular',
      course: 'Curso',
      issued: 'Emitido',
      score: 'Puntuación',
      number: 'Número de certificado',
      status: 'Estado',
      valid: 'Válido',
      revoked: (date) => `Revocado el ${date}: ya no es válido`,
    },
  },
  pages: {
    about: {
      title: 'Quiénes somos',
      description: (site) => `Quién está detrás de ${site}, cómo se crean sus cursos y quién los imparte.`,
    },
    faq: {
      title: 'Preguntas frecuentes',
      description: (site) =>
        `Respuestas a las preguntas más habituales sobre compras, estudio y certificados en ${site}.`,
    },
    help: {
      title: 'Centro de ayuda',
      description: (site) => `Guías sobre tu cuenta, los pagos, los cursos y los certificados en ${site}.`,
    },
    contact: {
      title: 'Contacto',
      description: (site) => `Escribe al equipo de ${site}: dudas sobre cursos, pagos o tu cuenta.`,
    },
    terms: {
      title: 'Condiciones del servicio',
      description: (site) => `Las condiciones que se aplican al comprar y estudiar cursos en ${site}.`,
    },
    privacy: {
      title: 'Política de privacidad',
      description: (site) =>
        `Qué datos personales guarda ${site}, por qué, durante cuánto tiempo y qué derechos tienes sobre ellos.`,
    },
  },
};
