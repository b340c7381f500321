import type { MailWords } from './en.js';

const dateTime = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

export const es: MailWords = {
  utcTime: (iso) => `${dateTime.format(new Date(iso))} (UTC)`,
  verification: {
    subject: (siteName, code) => `Tu código de verificación de ${siteName}: ${code}`,
    welcome: '¡Te damos la bienvenida!',
    enterCode:
      'Introduce este código para verificar tu dirección de correo electrónico. Caduca en 15 minutos.',
    startedAt: (when) =>
      `Completa el registro iniciado el ${when}, con la contraseña que se eligió entonces. Si no iniciaste un registro en ese momento, no introduzcas este código.`,
    ignore: 'Si no has creado una cuenta, puedes ignorar este correo.',
  },
  certificate: {
    subject: (siteName, courseTitle) => `Tu certificado de ${siteName}: ${courseTitle}`,
    congratulations: (name) => `¡Enhorabuena, ${name}!`,
    passed: (courseTitle, score, issuedOn, number) =>
      `Aprobaste la evaluación final de «${courseTitle}» con un ${score} el ${issuedOn}. El certificado ${number} es tuyo.`,
    page: 'La página de tu certificado, para compartirla o añadirla a tu perfil: ',
    pdf: 'Descárgalo en PDF: ',
    genuine: 'Cualquiera que tenga el enlace o el código QR del PDF puede comprobar que es auténtico.',
  },
};
