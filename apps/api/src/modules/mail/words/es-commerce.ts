import type { CommerceWords } from './en-commerce.js';

export const esCommerce: CommerceWords = {
  card: (brand, last4) => `${brand} terminada en ${last4}`,
  aCourse: 'Un curso',
  rows: {
    refunded: (title) => `${title} (reembolsado)`,
    giftFor: (title, email) => `${title} (regalo para ${email})`,
    coupon: (code) => `Cupón ${code}`,
    total: 'Total',
    refundedTotal: 'Reembolsado',
  },
  backToCard: (amount) =>
    `Los ${amount} vuelven a la tarjeta con la que pagaste; los bancos suelen mostrarlo en un plazo de 5 a 10 días.`,
  receipt: {
    subject: (siteName, number) => `Tu recibo de ${siteName} ${number}`,
    thanks: '¡Gracias por tu compra!',
    paid: (number, paidOn, card) => `Recibo ${number}, pagado el ${paidOn}${card ? ` con tu ${card}` : ''}.`,
    giftFor: (email) =>
      `Este curso es un regalo para ${email}: le hemos enviado un correo con el código para canjearlo.`,
    waiting: 'Tus cursos te esperan en «Mi aprendizaje».',
    seeOrPrint: 'Puedes ver o imprimir este recibo cuando quieras: ',
    invoice: (number) => `Puedes descargar la factura ${number} en la misma página.`,
  },
  enrolment: {
    subject: (title, count) =>
      title !== null ? `Te has inscrito en «${title}»` : `Te has inscrito en ${count} cursos`,
    welcome: '¡Bienvenido!',
    coupon: (code) => `Tu cupón ${code} ha hecho gratuitos estos cursos: no se ha cobrado nada.`,
    free: 'Estos cursos son gratuitos: no se ha cobrado nada y no hay recibo.',
    waiting: 'Te esperan en «Mi aprendizaje».',
  },
  gift: {
    subject: (from, siteName, courseTitle) => `${from} te ha enviado un curso en ${siteName}: ${courseTitle}`,
    gave: (from, courseTitle, siteName) => `${from} te ha regalado el curso «${courseTitle}» en ${siteName}.`,
    wrote: (from) => `${from} escribió:`,
    code: 'Tu código de regalo:',
    redeem: 'Canjéalo aquí (inicia sesión o crea una cuenta primero): ',
    once: 'El código sirve una sola vez. Si ya tienes el curso, puedes elegir otro del mismo precio o inferior.',
    someone: 'Alguien',
  },
  giftRedeemed: {
    subject: (siteName) => `Tu regalo de ${siteName} se ha canjeado`,
    redeemed: (email, courseTitle) =>
      `El regalo que enviaste a ${email} se ha canjeado: «${courseTitle}» ya es suyo.`,
  },
  refund: {
    subject: (amount, siteName, number) =>
      `Te hemos reembolsado ${amount} de tu recibo de ${siteName} ${number}`,
    owned: (number) =>
      `Ya tenías estos cursos cuando se completó el pago ${number}, así que te los hemos reembolsado:`,
    keep: 'Conservas los cursos: no cambia nada más.',
  },
  staleReason: {
    expired: (minutes) => `Este pago ha caducado: sus precios se mantienen durante ${minutes} minutos.`,
    priceChanged: (title) =>
      `El precio de ${title ? `«${title}»` : 'un curso de este pedido'} ha cambiado desde que empezó este pago.`,
    unavailable: (title) => `${title ? `«${title}»` : 'Un curso de este pedido'} ya no está a la venta.`,
  },
  staleRefund: {
    subject: (siteName, amount) => `Te hemos reembolsado tu pago en ${siteName} de ${amount}`,
    notCompleted: (reason) => `${reason} Por eso no hemos completado este pedido:`,
    nothingBought: 'No se ha comprado nada. Puedes volver a pagar al precio actual cuando quieras.',
  },
  courseRefunded: {
    subject: (courseTitle) => `Tu reembolso de «${courseTitle}»`,
    refunded: (courseTitle, receiptNumber) =>
      `Hemos reembolsado tu compra de «${courseTitle}»${receiptNumber ? ` (recibo ${receiptNumber})` : ''}.`,
    noPayment: 'No había ningún pago que devolver.',
    note: (note) => `Una nota nuestra: ${note}`,
    gone: 'El curso ya no está en «Mi aprendizaje». Puedes volver a comprarlo cuando quieras.',
    revoked: (number) =>
      `Tu certificado ${number} de este curso se ha revocado con el reembolso: su página de verificación ahora lo muestra como revocado.`,
  },
  refundDeclined: {
    subject: (courseTitle) => `Tu solicitud de reembolso de «${courseTitle}»`,
    declined: (courseTitle) =>
      `Hemos revisado tu solicitud de reembolso de «${courseTitle}» y la hemos rechazado.`,
    note: (note) => `Nuestra nota: ${note}`,
    stays: 'El curso sigue siendo tuyo. Tus compras: ',
  },
};
