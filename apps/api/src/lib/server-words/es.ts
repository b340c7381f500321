import type { ServerWords } from './messages.js';

export const es: ServerWords = {
  messages: {
    'Please sign in to continue': 'Inicia sesión para continuar',
    'You are not allowed to do that': 'No tienes permiso para hacer eso',
    'Not found': 'No encontrado',
    'Too many requests: please wait and try again':
      'Demasiadas solicitudes: espera un momento y vuelve a intentarlo',
    'Something went wrong on our side': 'Algo ha fallado por nuestra parte',
    'The request is not valid': 'La solicitud no es válida',
    'The request body is not valid JSON': 'El cuerpo de la solicitud no es JSON válido',
    'The request is too large': 'La solicitud es demasiado grande',
    'Your session has ended. Please sign in again.': 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
    'We have emailed you a 6-digit code. Enter it to verify your email.':
      'Te hemos enviado un código de 6 cifras por correo. Introdúcelo para verificar tu correo electrónico.',
    'If this email is waiting for verification, we have sent it a new code.':
      'Si este correo está pendiente de verificación, le hemos enviado un código nuevo.',
    'Your email is verified.': 'Tu correo electrónico está verificado.',
    'Welcome back!': '¡Hola de nuevo!',
    'Incorrect email or password': 'Correo electrónico o contraseña incorrectos',
    'This code is wrong or has expired. Check the latest email or ask for a new code.':
      'Este código es incorrecto o ha caducado. Revisa el último correo o pide un código nuevo.',
    'Too many wrong codes. Ask for a new code and try again.':
      'Demasiados códigos incorrectos. Pide un código nuevo y vuelve a intentarlo.',
    'This account is disabled': 'Esta cuenta está desactivada',
    'This password is too common. Choose one that is harder to guess.':
      'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
    'Your profile is complete. Welcome aboard!': 'Tu perfil está completo. ¡Te damos la bienvenida!',
    'Sign in to complete your profile': 'Inicia sesión para completar tu perfil',
    'Your password has been changed. Sign in with your new password.':
      'Tu contraseña se ha cambiado. Inicia sesión con la nueva.',
    'Your profile has been saved.': 'Tu perfil se ha guardado.',
    'Your picture has been removed.': 'Tu foto se ha eliminado.',
    'Your password has been changed. Other devices were signed out.':
      'Tu contraseña se ha cambiado. Se ha cerrado la sesión en los demás dispositivos.',
    'Your current password is not correct': 'Tu contraseña actual no es correcta',
    'The new password must differ from the current one': 'La contraseña nueva debe ser distinta de la actual',
    'You have signed out.': 'Has cerrado sesión.',
    'You have signed out of every device.': 'Has cerrado sesión en todos los dispositivos.',
    'Your account has been deleted.': 'Tu cuenta se ha eliminado.',
    'Type DELETE to confirm': 'Escribe DELETE para confirmar',
    'First and last name are required': 'El nombre y los apellidos son obligatorios',
    'The picture must be a JPEG, PNG or WebP image': 'La foto debe ser una imagen JPEG, PNG o WebP',
    'The picture could not be read as an image': 'No se ha podido leer la foto como imagen',
    'Added to your cart': 'Añadido a tu carrito',
    'Removed from your cart': 'Eliminado de tu carrito',
    'Added to your wishlist': 'Añadido a tu lista de deseos',
    'Removed from your wishlist': 'Eliminado de tu lista de deseos',
    'Your cart is empty': 'Tu carrito está vacío',
    'You already own this course': 'Ya tienes este curso',
    'Your card was declined.': 'Tu tarjeta ha sido rechazada.',
    'Your card has insufficient funds.': 'Tu tarjeta no tiene fondos suficientes.',
    'Your card number is not valid.': 'El número de tu tarjeta no es válido.',
    'The sandbox accepts test cards only: use 4242 4242 4242 4242.':
      'El entorno de pruebas solo acepta tarjetas de prueba: usa 4242 4242 4242 4242.',
    'Payment received: the courses are yours': 'Pago recibido: los cursos ya son tuyos',
    'We could not reach the payment service. Please try again in a few minutes.':
      'No hemos podido conectar con el servicio de pago. Vuelve a intentarlo en unos minutos.',
    'The code made this order free: you are enrolled':
      'El código ha hecho gratuito este pedido: ya estás inscrito',
    'The gift is redeemed: the course is yours': 'Regalo canjeado: el curso ya es tuyo',
    'This gift code is not valid or has been used': 'Este código de regalo no es válido o ya se ha usado',
    'This course does not exist': 'Este curso no existe',
    'This chapter does not exist': 'Este capítulo no existe',
    'Buy this course to open this chapter': 'Compra este curso para abrir este capítulo',
    'Sign in and buy this course to open this chapter':
      'Inicia sesión y compra este curso para abrir este capítulo',
    'Buy this course to take its assessments': 'Compra este curso para hacer sus evaluaciones',
    'This chapter has no quiz': 'Este capítulo no tiene cuestionario',
    'You have already passed this assessment': 'Ya has aprobado esta evaluación',
    'This attempt was already submitted: reload the assessment':
      'Este intento ya se envió: vuelve a cargar la evaluación',
    'This assessment changed since it was opened: reload it for its new questions':
      'Esta evaluación ha cambiado desde que la abriste: vuelve a cargarla para ver las preguntas nuevas',
    'The assessment is being opened elsewhere: try again':
      'La evaluación se está abriendo en otro lugar: vuelve a intentarlo',
    'Take the final assessment first: its review shows after an attempt':
      'Haz primero la evaluación final: su revisión aparece después de un intento',
    'Thanks for your message! We will reply within two working days.':
      '¡Gracias por tu mensaje! Te responderemos en un plazo de dos días laborables.',
    'is required': 'es obligatorio',
    'is not an accepted field': 'no es un campo admitido',
    'must be a valid email address': 'debe ser una dirección de correo electrónico válida',
    'is too common': 'es demasiado común',
    'must differ from the current password': 'debe ser distinta de la contraseña actual',
  },
  patterns: {
    'You already own {title}': 'Ya tienes «{title}»',
    'You already own {title}. The gift is kept: choose another course of up to {amount} for it.':
      'Ya tienes «{title}». Conservas el regalo: elige otro curso de hasta {amount}.',
    '{title} is free: enrol in it from its page': '«{title}» es gratuito: inscríbete desde su página',
    'Your cart can hold at most {count} courses': 'Tu carrito admite como máximo {count} cursos',
    'This gift covers a course of up to {amount}': 'Este regalo cubre un curso de hasta {amount}',
    'This gift is for {title}: redeem it without choosing a course':
      'Este regalo es para «{title}»: canjéalo sin elegir un curso',
  },
  fields: {
    atLeastCharacters: (n) => `debe tener al menos ${n} caracteres`,
    atMostCharacters: (n) => `debe tener como máximo ${n} caracteres`,
    atLeast: (n) => `debe ser como mínimo ${n}`,
    atMost: (n) => `debe ser como máximo ${n}`,
  },
};
