import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { FlowMessages } from '../../en/booking/flow.ts'

export const flowMessages = {
  'book.title': 'Reservar cita',
  'book.description':
    'Elija un servicio, luego el día y la hora que le convengan, añada sus datos y confirme. Recibirá al instante una referencia de reserva.',

  'bookingSteps.label': 'Progreso de la reserva',
  'bookingSteps.service': 'Servicio',
  'bookingSteps.time': 'Día y hora',
  'bookingSteps.details': 'Sus datos',
  'bookingSteps.confirm': 'Confirmar',
  'bookingSteps.done': '(hecho)',
  'bookingFlow.titleService': 'Elija un servicio',
  'bookingFlow.titleTime': 'Elija día y hora',
  'bookingFlow.titleDetails': 'Sus datos',
  'bookingFlow.titleConfirm': 'Revise y confirme',
  'bookingFlow.chooseAnother': 'Elija otra hora, por favor',
  'bookingFlow.servicesSubject': 'los servicios',
  'bookingFlow.quoteOnly':
    '{name} se presupuesta para cada trabajo, así que no se puede reservar en línea: pida un presupuesto o elija otro servicio.',
  'bookingFlow.serviceGone':
    'El servicio de este enlace ya no se ofrece. Elija uno de los de abajo, por favor.',
  'bookingFlow.nothing': 'En este momento no se puede reservar nada en línea.',
  'bookingFlow.service': 'Servicio',
  'bookingFlow.changeService': 'Cambiar servicio',
  'bookingFlow.time': 'Hora',
  'bookingFlow.changeTime': 'Cambiar hora',

  'bookingDetails.form': 'Sus datos',
  'bookingDetails.enterEmail': 'Introduzca su dirección de correo electrónico',
  'bookingDetails.onlyOne': 'Solo queda una plaza a esta hora.',
  'bookingDetails.between': 'Elija entre 1 y {max} personas.',
  'bookingDetails.notesTooLong': 'Las notas no pueden superar los {max} caracteres.',
  'bookingDetails.people': 'Número de personas',
  'bookingDetails.placesLeft': {
    one: 'Queda {count} plaza a esta hora.',
    many: 'Quedan {count} plazas a esta hora.',
    other: 'Quedan {count} plazas a esta hora.',
  },
  'bookingDetails.upTo': {
    one: 'Hasta {count} persona.',
    many: 'Hasta {count} personas.',
    other: 'Hasta {count} personas.',
  },
  'bookingDetails.name': 'Su nombre',
  'bookingDetails.email': 'Correo electrónico',
  'bookingDetails.emailHint': 'Le enviamos un código para confirmarlo y los datos de su reserva.',
  'bookingDetails.phone': 'Número de teléfono',
  'bookingDetails.phoneOptional': 'Opcional. Por si necesitamos contactar con usted.',
  'bookingDetails.phoneRequired': 'Por si necesitamos contactar con usted.',
  'bookingDetails.notes': 'Notas para nosotros',
  'bookingDetails.notesHint': 'Opcional. Lo que debamos saber antes de su visita.',
  'bookingDetails.continue': 'Continuar',
  'bookingDetails.orSignIn': 'O inicie sesión',
  'bookingDetails.signInToBook': 'Inicie sesión para reservar',
  'bookingDetails.orSignInText':
    'Con una cuenta verá todas sus reservas en un solo lugar. Lo que ha elegido se conserva mientras inicia sesión.',
  'bookingDetails.signInText':
    'Necesita una cuenta para reservar, para poder ver, cambiar o cancelar su reserva más adelante. Lo que ha elegido se conserva mientras inicia sesión.',
  'bookingDetails.signInAndContinue': 'Iniciar sesión y continuar',
  'bookingDetails.createAccount': 'Crear una cuenta',

  'changeNotice.title': 'Poco antes del comienzo',
  'changeNotice.when': '{date}, {time} ({zone})',
  'changeNotice.both': 'Puede cancelar o cambiar esta reserva en línea hasta el {when}.',
  'changeNotice.each':
    'Puede cancelar esta reserva en línea hasta el {cancel} y cambiarla hasta el {move}.',
  'changeNotice.neither':
    'Una vez reservada, esta hora no se podrá cancelar ni cambiar en línea: los cambios se cierran {duration} antes del comienzo. Contacte con nosotros si cambian sus planes.',
  'changeNotice.noCancel':
    'Una vez reservada, esta hora no se podrá cancelar en línea: la cancelación se cierra {duration} antes del comienzo. Aún podrá cambiarla en línea hasta el {when}.',
  'changeNotice.noMove':
    'Una vez reservada, esta hora no se podrá cambiar en línea: los cambios de hora se cierran {duration} antes del comienzo. Aún podrá cancelarla en línea hasta el {when}.',
  'confirmStep.back': 'Atrás',
  'confirmStep.signInAgain': 'Volver a iniciar sesión',
  'confirmStep.holding': 'Le estamos reservando esta hora…',
  'confirmStep.holdFailed': 'No hemos podido reservarle esta hora',
  'confirmStep.tryAgain': 'Reintentar',
  'confirmStep.held': 'Esta hora está reservada para usted: {left}. Confirme antes y será suya.',
  'confirmStep.left': 'quedan {time}',
  'confirmStep.released':
    'Ya no le estamos reservando esta hora. Puede que siga libre: confirme para intentarlo o vuelva atrás y elija otra.',
  'confirmStep.notMade': 'Su reserva no se ha realizado',
  'confirmStep.confirm': 'Confirmar reserva',
  'guestConfirm.checkMail': 'Revise su correo',
  'guestConfirm.sent':
    'Hemos enviado un código de seis dígitos a {email}. Introdúzcalo aquí para confirmar su reserva o pulse el botón del correo.',
  'guestConfirm.form': 'Confirmar con el código',
  'guestConfirm.code': 'Código del correo',
  'guestConfirm.held': 'Esta hora está reservada para usted: {left}.',
  'guestConfirm.released':
    'Ya no le estamos reservando esta hora. Puede que siga libre: introduzca el código para intentarlo.',
  'guestConfirm.startAgain': 'Empezar de nuevo',
  'guestConfirm.noMail':
    '¿No ha recibido el correo tras unos minutos? Revise la carpeta de spam o {check}.',
  'guestConfirm.checkAddress': 'compruebe la dirección que indicó',
  'guestConfirm.nextCode':
    'A continuación le enviamos un código a su correo y le reservamos esta hora mientras lo introduce.',
  'guestConfirm.nextBook':
    'Reservamos al instante y le enviamos los datos a su correo, con un enlace para cambiarla o cancelarla.',
  'guestConfirm.sendCode': 'Enviarme el código',

  'bookingConfirmation.title': 'Confirmación de la reserva',
  'bookingConfirmation.cancelledTitle': 'Reserva cancelada',
  'bookingConfirmation.declinedTitle': 'Reserva rechazada',
  'bookingConfirmation.invalid':
    'Este enlace no contiene una referencia de reserva válida. Abra el enlace de su correo de confirmación o reserve una nueva cita.',
  'bookingConfirmation.missing':
    'Este enlace no indica qué reserva mostrar. Abra el enlace de su correo de confirmación o reserve una nueva cita.',
  'bookingConfirmation.bookATime': 'Reservar cita',
  'bookingConfirmation.reference': 'Referencia de la reserva',
  'bookingConfirmation.signInText':
    'Inicie sesión para ver los datos de esta reserva, añadirla a su calendario, cambiarla o cancelarla. Tenga esta referencia a mano si se pone en contacto con nosotros.',
  'bookingConfirmation.signIn': 'Iniciar sesión para ver su reserva',

  'embedBook.title': 'Reservar cita',
  'embedBook.titleWith': 'Reservar con {name}',
  'embedBook.openInNewTab': 'Abrir en una pestaña nueva',
  'embedBook.requested': 'Hemos recibido su solicitud',
  'embedBook.booked': 'Su reserva está hecha',
  'embedBook.reference': 'Referencia',
  'embedBook.detailsSent': 'Los datos van de camino a su correo electrónico.',
  'embedBook.seeBooking': 'Ver su reserva en una pestaña nueva',
  'embedBook.bookAnother': 'Reservar otra cita',
  'embedApp.cannotShow': 'Esta página no se puede mostrar aquí.',
} satisfies CatalogueOf<FlowMessages>
