import type { NewCmsTranslation } from '../../modules/content/content-authoring.service.js';

/** The home page in the other languages, so the demo shows a translated first screen (the rest reads as English). */
export const cmsTranslations: NewCmsTranslation[] = [
  {
    slug: 'home',
    locale: 'es',
    title: 'Inicio',
    summary: 'Cursos en línea prácticos, impartidos por personas que hacen este trabajo.',
    blocks: {
      hero: {
        title: 'Aprende habilidades que impulsen tu carrera',
        body: '<p>Cursos prácticos de desarrollo, datos, diseño, negocios, marketing y crecimiento personal, impartidos por personas que hacen este trabajo cada día. Aprende a tu ritmo, practica con proyectos reales y obtén un certificado que puedes compartir.</p>',
        ctaLabel: 'Explorar cursos',
      },
      'value-learn-by-doing': {
        title: 'Aprende haciendo',
        body: '<p>Cada curso gira en torno a ejercicios y proyectos, para que termines con trabajo que puedas enseñar, no solo con apuntes.</p>',
      },
      'value-expert-instructors': {
        title: 'Impartido por profesionales',
        body: '<p>Nuestros instructores son ingenieros, diseñadores, analistas y responsables que usan estas habilidades en su trabajo y las explican con claridad.</p>',
      },
      'value-own-pace': {
        title: 'A tu ritmo, para siempre',
        body: '<p>Compra un curso una vez y quédatelo: lecciones cortas, progreso guardado en todos tus dispositivos y sin plazos.</p>',
      },
      'value-certificates': {
        title: 'Certificados verificables',
        body: '<p>Aprueba la evaluación final para obtener un certificado con un enlace de verificación público para tu CV o tu perfil.</p>',
      },
      cta: {
        title: 'Empieza a aprender hoy',
        body: '<p>Prueba gratis las primeras lecciones de cualquier curso y crea una cuenta cuando quieras ir más allá.</p>',
        ctaLabel: 'Crear una cuenta gratis',
      },
    },
  },
  {
    slug: 'home',
    locale: 'fr',
    title: 'Accueil',
    summary: 'Des cours en ligne concrets, donnés par des personnes qui exercent le métier.',
    blocks: {
      hero: {
        title: 'Apprenez les compétences qui font avancer votre carrière',
        body: '<p>Des cours concrets en développement, données, design, business, marketing et développement personnel, donnés par des personnes qui font ce métier chaque jour. Apprenez à votre rythme, pratiquez sur de vrais projets et obtenez un certificat à partager.</p>',
        ctaLabel: 'Parcourir les cours',
      },
      'value-learn-by-doing': {
        title: 'Apprendre en pratiquant',
        body: '<p>Chaque cours s’articule autour d’exercices et de projets : vous repartez avec un travail à montrer, pas seulement des notes.</p>',
      },
      'value-expert-instructors': {
        title: 'Des formateurs du terrain',
        body: '<p>Nos formateurs sont ingénieurs, designers, analystes et managers : ils utilisent ces compétences au travail et les expliquent simplement.</p>',
      },
      'value-own-pace': {
        title: 'À votre rythme, pour toujours',
        body: '<p>Achetez un cours une fois et gardez-le : leçons courtes, progression enregistrée sur tous vos appareils et aucune échéance.</p>',
      },
      'value-certificates': {
        title: 'Des certificats vérifiables',
        body: '<p>Réussissez l’évaluation finale pour obtenir un certificat doté d’un lien de vérification public pour votre CV ou votre profil.</p>',
      },
      cta: {
        title: 'Commencez à apprendre dès aujourd’hui',
        body: '<p>Découvrez gratuitement les premières leçons de n’importe quel cours et créez un compte quand vous voulez aller plus loin.</p>',
        ctaLabel: 'Créer un compte gratuit',
      },
    },
  },
  {
    slug: 'home',
    locale: 'de',
    title: 'Startseite',
    summary: 'Praxisnahe Onlinekurse von Menschen, die diese Arbeit täglich machen.',
    blocks: {
      hero: {
        title: 'Lernen Sie Fähigkeiten, die Ihre Karriere voranbringen',
        body: '<p>Praxisnahe Kurse in Entwicklung, Daten, Design, Business, Marketing und persönlicher Entwicklung – unterrichtet von Menschen, die diese Arbeit jeden Tag machen. Lernen Sie in Ihrem Tempo, üben Sie an echten Projekten und erhalten Sie ein Zertifikat, das Sie teilen können.</p>',
        ctaLabel: 'Kurse entdecken',
      },
      'value-learn-by-doing': {
        title: 'Lernen durch Tun',
        body: '<p>Jeder Kurs ist um Übungen und Projekte herum aufgebaut: Am Ende haben Sie Arbeiten, die Sie zeigen können, nicht nur Notizen.</p>',
      },
      'value-expert-instructors': {
        title: 'Von Praktikern unterrichtet',
        body: '<p>Unsere Lehrenden sind Entwickler, Designer, Analysten und Führungskräfte, die diese Fähigkeiten im Beruf nutzen und verständlich erklären.</p>',
      },
      'value-own-pace': {
        title: 'In Ihrem Tempo, für immer',
        body: '<p>Einmal kaufen, für immer behalten: kurze Lektionen, Fortschritt auf allen Geräten gespeichert und keine Fristen.</p>',
      },
      'value-certificates': {
        title: 'Überprüfbare Zertifikate',
        body: '<p>Bestehen Sie die Abschlussprüfung und erhalten Sie ein Zertifikat mit öffentlichem Prüflink für Ihren Lebenslauf oder Ihr Profil.</p>',
      },
      cta: {
        title: 'Fangen Sie noch heute an',
        body: '<p>Sehen Sie sich die ersten Lektionen jedes Kurses kostenlos an und legen Sie ein Konto an, wenn Sie weitermachen möchten.</p>',
        ctaLabel: 'Kostenloses Konto anlegen',
      },
    },
  },
];
