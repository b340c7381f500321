import type { MailWords } from './en.js';

const dateTime = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

export const es: MailWords = {
  utcTime: (iso) => `${dateTime.format(new Date(iso))} (UTC)`,
  hello: 'Hola:',
  signin: {
    subject: (siteName, code) => `Tu código de inicio de sesión de ${siteName}: ${code}`,
    newPlace: (ip) =>
      `Alguien ha iniciado sesión con tu contraseña desde ${ip}. Últimamente se han probado muchas contraseñas incorrectas en tu cuenta, así que un inicio de sesión desde un lugar nuevo también necesita este código. Caduca en 15 minutos.`,
    notYou:
      'Si no has sido tú, otra persona conoce tu contraseña: no compartas este código y cambia tu contraseña ahora mismo.',
  },
  reset: {
    subject: (siteName, code) => `Tu código para restablecer la contraseña de ${siteName}: ${code}`,
    enterCode: 'Introduce este código para elegir una contraseña nueva. Caduca en 15 minutos.',
    ignore:
      'Si no has pedido restablecer tu contraseña, puedes ignorar este correo; tu contraseña no cambia.',
  },
  signupAttempt: {
    subject: (siteName) => `Alguien ha intentado registrarse en ${siteName} con tu correo`,
    tried: 'Alguien acaba de intentar crear una cuenta con esta dirección de correo, que ya tiene una.',
    ifYou:
      'Si has sido tú, inicia sesión sin más. Si has olvidado tu contraseña, restablécela con «¿Has olvidado tu contraseña?» en la página de inicio de sesión.',
    ifNot: 'Si no has sido tú, puedes ignorar este correo: tu cuenta no ha cambiado.',
  },
  passwordChanged: {
    subject: (siteName) => `Se ha cambiado tu contraseña de ${siteName}`,
    changed:
      'Se acaba de cambiar la contraseña de tu cuenta y se ha cerrado la sesión en todos los demás dispositivos.',
    notYou:
      'Si no has sido tú, restablece tu contraseña ahora con «¿Has olvidado tu contraseña?» en la página de inicio de sesión.',
  },
  accountDeleted: {
    subject: (siteName) => `Se ha eliminado tu cuenta de ${siteName}`,
    goodbye: 'Hasta pronto:',
    erased: 'Hemos borrado tu cuenta y tus datos personales, como pediste.',
    records:
      'Los registros de ventas anteriores se conservan sin tu nombre, como exige la ley. Puedes volver cuando quieras.',
  },
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
