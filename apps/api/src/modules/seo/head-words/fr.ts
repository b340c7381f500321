import type { HeadWords } from './en.js';

const LEVELS: Record<string, string> = {
  beginner: 'débutant',
  intermediate: 'intermédiaire',
  advanced: 'avancé',
};

export const fr: HeadWords = {
  home: {
    title: (site) => `${site} : cours en ligne`,
    description: (site) =>
      `${site} : parcourez, achetez et suivez des cours en ligne, et obtenez un certificat à partager.`,
  },
  catalogue: {
    courses: 'Cours',
    matching: (search) => `Cours correspondant à « ${search} »`,
    allLevels: 'tous niveaux',
    level: (level) => LEVELS[level] ?? level,
    page: (page) => `page ${page}`,
    description: (heading, site) =>
      `${heading} sur ${site} : comparez les prix, les niveaux et les avis, et découvrez des chapitres avant d’acheter.`,
  },
  certificate: {
    verification: 'Vérification du certificat',
    unknown: (site) => `Aucun certificat ${site} n’a ce lien. Vérifiez qu’il a été copié en entier.`,
    revokedTitle: (holder, course) => `Certificat révoqué : ${holder} — ${course}`,
    revokedDescription: (site, number, issuedOn, revokedOn) =>
      `Le certificat ${site} ${number}, délivré le ${issuedOn}, a été révoqué le ${revokedOn} et n’est plus valide.`,
    description: (holder, course, site, number, issuedOn) =>
      `${holder} a terminé ${course} sur ${site}. Certificat ${number}, délivré le ${issuedOn}.`,
    facts: {
      holder: 'Titulaire',
      course: 'Cours',
      issued: 'Délivré le',
      score: 'Score',
      number: 'Numéro du certificat',
      status: 'Statut',
      valid: 'Valide',
      revoked: (date) => `Révoqué le ${date} : n’est plus valide`,
    },
  },
  pages: {
    about: {
      title: 'À propos',
      description: (site) => `Qui est derrière ${site}, comment ses cours sont conçus et qui les enseigne.`,
    },
    faq: {
      title: 'Questions fréquentes',
      description: (site) =>
        `Réponses aux questions courantes sur les achats, l’apprentissage et les certificats sur ${site}.`,
    },
    help: {
      title: 'Centre d’aide',
      description: (site) =>
        `Guides sur votre compte, les paiements, les cours et les certificats sur ${site}.`,
    },
    contact: {
      title: 'Nous contacter',
      description: (site) =>
        `Écrivez à l’équipe ${site} : questions sur les cours, les paiements ou votre compte.`,
    },
    terms: {
      title: 'Conditions d’utilisation',
      description: (site) =>
        `Les conditions applicables lorsque vous achetez et suivez des cours sur ${site}.`,
    },
    privacy: {
      title: 'Politique de confidentialité',
      description: (site) =>
        `Quelles données personnelles ${site} conserve, pourquoi, combien de temps, et vos droits sur celles-ci.`,
    },
  },
};
