import type { CatalogueOf } from '@reserva/shared/translator'
import type { MailMessages } from '../en/mail.ts'

export const messages = {
  'mail.hello': 'Hola:',
  'mail.helloName': 'Hola, {name}:',
  'mail.theirReason': 'Motivo indicado: {reason}',
  'mail.span': '{date}, de {start} a {end} ({zone})',
  'mail.dayAtTime': '{date} a las {time}',
  'mail.reference': 'Referencia: {reference}',
  'mail.customer': 'Cliente: {name}',
  'mail.action': '{label}: {url}',

  'verify.subject': 'Confirme su dirección de correo electrónico para {business}',
  'verify.body':
    'Confirme que esta es su dirección de correo electrónico. El enlace es válido durante una hora.',
  'verify.button': 'Confirmar mi dirección',
  'reset.subject': 'Restablezca su contraseña de {business}',
  'reset.body':
    'Alguien (esperamos que usted) ha pedido restablecer su contraseña. El enlace es válido durante una hora.',
  'reset.notYou': 'Si no ha sido usted, ignore este correo: su contraseña seguirá siendo la misma.',
  'reset.button': 'Elegir una contraseña nueva',
  'finish.subject': 'Elija una contraseña para su cuenta de {business}',
  'finish.body':
    'Ha reservado con {business} sin contraseña. Elija una para ver sus reservas cada vez que inicie sesión. El enlace es válido durante una hora.',
  'finish.notYou': 'Si no ha sido usted quien lo ha pedido, ignore este correo.',
  'finish.button': 'Elegir una contraseña',
  'code.subject': '{code} es su código de {business}',
  'code.signIn': 'Su código para iniciar sesión es {code}.',
  'code.emailVerification': 'Su código para confirmar su dirección es {code}.',
  'code.forgetPassword': 'Su código para restablecer su contraseña es {code}.',
  'code.changeEmail': 'Su código para cambiar su dirección de correo electrónico es {code}.',
  'code.expiry': 'Es válido durante cinco minutos. No lo comparta nunca con nadie.',
  'failedSignIns.subject': 'Intentos fallidos de acceso a su cuenta de {business}',
  'failedSignIns.body': {
    one: 'Alguien ha intentado {count} vez iniciar sesión en su cuenta de {business} con una contraseña incorrecta.',
    many: 'Alguien ha intentado {count} de veces iniciar sesión en su cuenta de {business} con una contraseña incorrecta.',
    other:
      'Alguien ha intentado {count} veces iniciar sesión en su cuenta de {business} con una contraseña incorrecta.',
  },
  'failedSignIns.ifYou':
    'Si ha sido usted, espere un poco y vuelva a intentarlo, o restablezca su contraseña.',
  'failedSignIns.ifNotYou':
    'Si no ha sido usted, su cuenta está a salvo mientras lo esté su contraseña: puede cambiarla para mayor seguridad.',
  'signUpAttempt.subject': 'Alguien ha intentado registrarse en {business} con su dirección',
  'signUpAttempt.body':
    'Alguien ha intentado crear una cuenta de {business} con esta dirección de correo electrónico, que ya tiene una.',
  'signUpAttempt.ifYou':
    'Si ha sido usted, inicie sesión, o restablezca su contraseña si la ha olvidado.',
  'signUpAttempt.ifNotYou': 'Si no ha sido usted, no tiene que hacer nada.',
  'emailChange.subject': 'Confirme su nueva dirección de correo electrónico para {business}',
  'emailChange.body':
    'Alguien (esperamos que usted) ha pedido usar esta dirección para su cuenta de {business}. Nada cambia hasta que siga el enlace, que funciona una sola vez durante una hora.',
  'emailChange.notYou': 'Si no ha sido usted, ignore este correo.',
  'emailChange.button': 'Usar esta dirección',
  'emailChangeTaken.subject': 'Alguien ha intentado pasar una cuenta de {business} a su dirección',
  'emailChangeTaken.body':
    'Alguien ha pedido usar esta dirección para una cuenta de {business}, pero ya pertenece a otra cuenta, así que no se ha cambiado nada.',
  'emailChangeTaken.ifNotYou': 'Si no ha sido usted, no tiene que hacer nada.',
  'emailChanged.subject': 'Se ha cambiado la dirección de correo de su cuenta de {business}',
  'emailChanged.body':
    'Su cuenta de {business} usa ahora una dirección de {domain}. Esta dirección ya no sirve para iniciar sesión ni recibe los correos de la cuenta.',
  'emailChanged.signedOut':
    'Se ha cerrado la sesión en todos los dispositivos conectados a la cuenta, salvo en el que hizo el cambio.',
  'emailChanged.ifNotYou':
    'Si no ha sido usted, póngase en contacto con {business} de inmediato: pueden restablecer su dirección.',
  'emailChanged.ifNotYouContact':
    'Si no ha sido usted, póngase en contacto con {business} de inmediato ({contact}): pueden restablecer su dirección.',

  'sms.confirm':
    '{code} es su código de {business} para confirmar su número de teléfono. Válido 5 minutos. No lo comparta.',
  'sms.reset':
    '{code} es su código de {business} para restablecer su contraseña. Válido 5 minutos. No lo comparta.',

  'operator.approved.subject': 'Ya forma parte del personal de {business}',
  'operator.approved.body':
    'Un administrador ha aprobado su solicitud: ya puede gestionar las reservas y los presupuestos de {business}.',
  'operator.approved.workspace': 'Su área de trabajo: {url}',
  'operator.declined.subject': 'Su solicitud de acceso como personal de {business}',
  'operator.declined.body':
    'Un administrador ha rechazado su solicitud para gestionar las reservas de {business}. Su cuenta sigue siendo una cuenta de cliente.',

  'booking.what': 'Qué: {service} con {resource}',
  'booking.whatSeats': 'Qué: {service} × {seats} con {resource}',
  'booking.when': 'Cuándo: {when}',
  'booking.where': 'Dónde: {address}',
  'booking.reason': 'Motivo: {reason}',
  'booking.seeOrChange': 'Verla o cambiarla: {url}',
  'booking.manage': 'O cambiarla o cancelarla sin iniciar sesión: {url}',
  'booking.dashboard': 'Abrir el área de trabajo: {url}',
  'booking.confirmed.subject': 'Reservado: {service} — {reference}',
  'booking.confirmed.body':
    'Su reserva está confirmada. En la página de la reserva encontrará un archivo de calendario.',
  'booking.requested.subject': 'Solicitud recibida: {service} — {reference}',
  'booking.requested.body': 'Hemos recibido su solicitud y la confirmaremos en breve.',
  'booking.changed.subject': 'Modificada: {service} — {reference}',
  'booking.changed.body': 'Su reserva ha cambiado. Estos son los nuevos detalles.',
  'booking.changed.moved': 'Ahora es con {resource} en lugar de {previous}.',
  'booking.cancelled.subject': 'Cancelada: {service} — {reference}',
  'booking.cancelled.body': 'Su reserva está cancelada.',
  'booking.declined.subject': 'No es posible: {service} — {reference}',
  'booking.declined.body':
    'Lo sentimos: no podemos aceptar esta reserva. Elija otro horario, por favor.',
  'booking.link.subject': 'Su enlace: {service} — {reference}',
  'booking.link.body':
    'Aquí tiene un enlace nuevo para cambiar o cancelar su reserva. Los enlaces enviados antes ya no funcionan.',
  'booking.reminder.subject': 'Recordatorio: {service} — {when}',
  'booking.reminder.body': 'Le recordamos su reserva.',
  'booking.toConfirm.subject': 'Por confirmar: {service} para {customer} — {reference}',
  'booking.toConfirm.body': '{customer} solicita una reserva. Está pendiente de su confirmación.',
  'booking.cancelledBy.subject': 'Cancelada por {customer}: {service} — {reference}',
  'booking.cancelledBy.body':
    '{customer} ha cancelado esta reserva. El horario vuelve a estar libre.',

  'guest.code.subject': '{code} es su código para reservar en {business}',
  'guest.code.enter': 'Para reservar {service} el {when}, introduzca este código: {code}',
  'guest.code.press':
    'o pulse el botón de abajo. Es válido durante {works}; el horario se le reserva durante {held}.',
  'guest.code.notYou': 'Si no ha sido usted, ignore este correo: no se reserva nada sin el código.',
  'guest.code.button': 'Confirmar mi reserva',
  'guest.quoteCode.subject':
    '{code} es su código para enviar su solicitud de presupuesto a {business}',
  'guest.quoteCode.enter':
    'Para enviar su solicitud de presupuesto a {business}, introduzca este código: {code}',
  'guest.quoteCode.press': 'O pulse el botón de abajo. El código es válido durante {works}.',
  'guest.quoteCode.notYou':
    'Si no ha sido usted, ignore este correo: no se envía nada sin el código.',
  'guest.quoteCode.button': 'Enviar mi solicitud',
  'quote.received.subject': 'Hemos recibido su solicitud de presupuesto {reference}',
  'quote.received.body':
    'Gracias: hemos recibido su solicitud «{title}» y le responderemos pronto.',
  'quote.received.bodyUntitled':
    'Gracias: hemos recibido su solicitud {reference} y le responderemos pronto.',
  'quote.link.subject': 'Su nuevo enlace al presupuesto {reference}',
  'quote.link.body':
    'Aquí tiene un nuevo enlace a su presupuesto {reference}. Los enlaces anteriores ya no funcionan.',
  'quote.received.keep':
    'Guarde este correo: su enlace muestra su presupuesto, la oferta y los mensajes sin iniciar sesión.',
  'guest.address.subject':
    'Confirme su dirección de correo electrónico para la reserva {reference}',
  'guest.address.body': '{business} tiene su reserva {reference}: {service} el {when}.',
  'guest.address.confirm':
    'Confirme que esta es su dirección de correo electrónico. Si no ha sido usted, el correo con la reserva incluye un enlace para cancelarla.',

  'quote.open': 'Abrirlo: {url}',
  'quote.offered.subject': 'Su presupuesto {reference}: {price}',
  'quote.offered.body':
    'Podemos realizar «{title}» por {price}. La oferta es válida hasta el {validUntil}.',
  'quote.offered.bodyUntitled':
    'Podemos realizar su solicitud {reference} por {price}. La oferta es válida hasta el {validUntil}.',
  'quote.offered.proposed': 'Horario propuesto: {time}.',
  'quote.offered.chooseTime': 'Elija un horario al aceptarla.',
  'quote.rejected.subject': 'Su solicitud de presupuesto {reference}',
  'quote.rejected.body': 'Lo sentimos: no podemos encargarnos de «{title}».',
  'quote.rejected.bodyUntitled': 'Lo sentimos: no podemos encargarnos de su solicitud {reference}.',
  'quote.expired.subject': 'Su presupuesto {reference} ha caducado',
  'quote.expired.body':
    'La oferta para «{title}» ha caducado. Puede volver a solicitarla cuando quiera.',
  'quote.expired.bodyUntitled':
    'La oferta para su solicitud {reference} ha caducado. Puede volver a solicitarla cuando quiera.',
  'quote.message.subject': 'Nuevo mensaje sobre {reference}',
  'quote.message.body': 'Hay un nuevo mensaje sobre «{title}»:',
  'quote.message.bodyUntitled': 'Hay un nuevo mensaje sobre su solicitud {reference}:',
  'quote.requested.subject': 'Nueva solicitud de presupuesto {reference}: {title}',
  'quote.requested.body': '{customer} solicita un presupuesto: «{title}».',
  'quote.requested.service': 'Servicio: {service}',
  'quote.requested.days': 'Días preferidos: {days}',
  'quote.requests.subject': {
    one: '{count} nueva solicitud de presupuesto de {customer}',
    many: '{count} de nuevas solicitudes de presupuesto de {customer}',
    other: '{count} nuevas solicitudes de presupuesto de {customer}',
  },
  'quote.requests.body': {
    one: '{customer} solicita {count} presupuesto. Los más recientes:',
    many: '{customer} solicita {count} de presupuestos. Los más recientes:',
    other: '{customer} solicita {count} presupuestos. Los más recientes:',
  },
  'quote.accepted.subject': 'Presupuesto {reference} aceptado',
  'quote.accepted.body':
    '{customer} ha aceptado la oferta para «{title}» ({price}). La reserva está hecha.',
  'quote.declined.subject': 'Presupuesto {reference} rechazado',
  'quote.declined.body': '{customer} ha rechazado la oferta para «{title}».',
  'quote.withdrawn.subject': 'Presupuesto {reference} retirado',
  'quote.withdrawn.body': '{customer} ha retirado la solicitud «{title}».',
  'quote.wrote.body': '{customer} ha escrito sobre «{title}»:',
  'quote.messages.subject': {
    one: '{count} mensaje nuevo sobre {reference}',
    many: '{count} de mensajes nuevos sobre {reference}',
    other: '{count} mensajes nuevos sobre {reference}',
  },
  'quote.messages.all': {
    one: '{customer} ha escrito {count} mensaje sobre «{title}». Aquí lo tiene:',
    many: '{customer} ha escrito {count} de mensajes sobre «{title}». Aquí los tiene:',
    other: '{customer} ha escrito {count} mensajes sobre «{title}». Aquí los tiene:',
  },
  'quote.messages.latest': {
    one: '{customer} ha escrito {count} mensaje sobre «{title}». Los {shown} más recientes:',
    many: '{customer} ha escrito {count} de mensajes sobre «{title}». Los {shown} más recientes:',
    other: '{customer} ha escrito {count} mensajes sobre «{title}». Los {shown} más recientes:',
  },

  // To the admins: a webhook endpoint's last delivery failed
  'webhook.failing.subject': 'Un webhook de {business} está fallando',
  'webhook.failing.body':
    'Los envíos a {url} siguen fallando: el último se intentó durante un día sin éxito. Los nuevos eventos se siguen enviando; abra los webhooks para ver el registro de envíos, arreglar el receptor y volver a enviar.',
  'webhook.failing.button': 'Abrir los webhooks',

  'dataExport.ready.subject': 'Sus datos de {business} están listos para descargar',
  'dataExport.ready.body':
    'El archivo con todo lo que {business} guarda sobre usted está listo. Inicie sesión y descárguelo desde su panel, en «Descargar sus datos», hasta el {until}.',
  'dataExport.readyFor.subject': 'La exportación de los datos de {name} está lista',
  'dataExport.readyFor.body':
    'El archivo con todo lo que {business} guarda sobre {name} está listo. Descárguelo desde su página en la pantalla de personas hasta el {until}; solo usted puede hacerlo.',
  'dataExport.button': 'Abrir la descarga',
  'dataExport.failed.subject': 'No se pudo preparar la exportación de sus datos de {business}',
  'dataExport.failed.body':
    'Lo intentamos varias veces, pero no pudimos preparar el archivo. Vuelva a solicitarlo; si vuelve a fallar, póngase en contacto con {business}.',
  'dataExport.readme.title': 'Todo lo que {business} guarda sobre usted',
  'dataExport.readme.made': 'Preparado el {when}.',
  'dataExport.readme.profile':
    'su cuenta: nombre, correo electrónico, teléfono, idioma, zona horaria, rol.',
  'dataExport.readme.signIn':
    'cómo inicia sesión (sin contraseñas ni secretos), sus sesiones con su dirección y navegador, los inicios de sesión fallidos y el historial de su cuenta.',
  'dataExport.readme.bookings':
    'cada reserva, con sus notas, los motivos indicados y su historial.',
  'dataExport.readme.quotes': 'cada solicitud de presupuesto, su oferta y cada mensaje.',
  'dataExport.readme.consents':
    'lo que usted autorizó: proveedores de inicio de sesión, suscripciones de calendario; y la política de privacidad tal como está ahora.',
  'dataExport.readme.mails': 'los correos y mensajes de texto que se le enviaron.',
  'dataExport.readme.filesList': 'los demás archivos que guardó.',
  'dataExport.readme.files':
    'los archivos en sí: los de sus presupuestos bajo la referencia de cada uno.',
  'dataExport.readme.times':
    'Las horas están en UTC (ISO 8601); los importes en la unidad mínima de su moneda (1999 son 19,99).',

  'ics.summary': '{service} en {business}',
  'ics.description': 'Reserva {reference} con {resource}.',
  'ics.notes': 'Notas: {notes}',
  'feed.nameMine': '{business}: mis reservas',
  'feed.nameBusiness': '{business}: reservas',
  'feed.nameResource': '{business}: {resource}',
  'feed.staffSummary': '{service}: {customer}',
  'feed.staffDescription': 'Reserva {reference} de {customer} con {resource}.',
} satisfies CatalogueOf<MailMessages>
