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
