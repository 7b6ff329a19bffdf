import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { QuoteMessages } from '../en/quotes.ts'

export const messages = {
  // A quote's status
  'quoteStatus.requested': 'Solicitado',
  'quoteStatus.offered': 'Oferta enviada',
  'quoteStatus.accepted': 'Aceptado',
  'quoteStatus.declined': 'Rechazado',
  'quoteStatus.expired': 'Caducado',
  'quoteStatus.rejected': 'Desestimado',
  'quoteStatus.withdrawn': 'Retirado',

  // /quote
  'quotePage.askTitle': 'Pedir presupuesto',
  'quotePage.askDescription':
    'Cuéntenos qué necesita, cuándo y para cuántas personas, con fotos o documentos si ayudan. Le responderemos con un precio que podrá aceptar en línea.',
  'quotePage.howLabel': 'Cómo funcionan los presupuestos',
  'quotePage.howTitle': 'Cómo funciona',
  'quotePage.howStep1': 'Usted nos describe el trabajo.',
  'quotePage.howStep2':
    'Le respondemos por correo electrónico con un precio y, a menudo, una hora.',
  'quotePage.howStep3':
    'Usted lo acepta en línea y el trabajo queda reservado, o lo rechaza. Puede escribirnos sobre él en cualquier momento.',
  'quotePage.seeQuotes': 'Ver sus presupuestos',
  'quotePage.inPersonTitle': '¿Prefiere preguntar en persona?',
  'quotePage.quoteTitle': 'Presupuesto {reference}',
  'quotePage.yourQuote': 'Su presupuesto',
  'quotePage.yourQuoteDescription': 'Lo que pidió, nuestra oferta y lo que puede hacer ahora.',
  'quotePage.badReference':
    'Este enlace no contiene una referencia de presupuesto válida (tienen este aspecto: QTE-7K3F9Q). Abra el enlace de nuestro correo o busque el presupuesto en su panel.',
  'quotePage.toDashboard': 'Ir a su panel',

  // The request form
  'quoteForm.label': 'Pedir presupuesto',
  'quoteForm.visitorNote':
    'Puede rellenar el formulario ahora. Al enviarlo, le pediremos que inicie sesión o cree una cuenta, y conservaremos lo que haya escrito.',
  'quoteForm.welcomeBack':
    'Bienvenido de nuevo: aquí tiene lo que escribió. Revíselo y envíe su solicitud.',
  'quoteForm.lostFilesTitle': 'Vuelva a añadir sus archivos',
  'quoteForm.lostFilesText':
    'Los archivos no se pueden conservar mientras inicia sesión. Había elegido: {names}.',
  'quoteForm.dismiss': 'Cerrar',
  'quoteForm.service': 'Servicio',
  'quoteForm.serviceHelp': 'El servicio al que más se parece el trabajo, si lo sabe.',
  'quoteForm.serviceUnsure': 'No estoy seguro, u otra cosa',
  'quoteForm.title': '¿Qué necesita?',
  'quoteForm.titleHelp':
    'Unas pocas palabras, p. ej., «Una bicicleta de cicloturismo para un viaje largo».',
  'quoteForm.titleShort': 'Diga en pocas palabras qué necesita',
  'quoteForm.details': 'Detalles',
  'quoteForm.detailsHelp':
    'Lo que tiene en mente, medidas, presupuesto, todo lo que debamos saber.',
  'quoteForm.detailsShort': 'Describa el trabajo en una o dos frases',
  'quoteForm.dates': 'Fechas preferidas',
  'quoteForm.datesHelp': 'Opcional; hasta {count}.',
  'quoteForm.addDate': 'Añadir fecha',
  'quoteForm.chooseDateFirst': 'Elija primero una fecha',
  'quoteForm.tooManyDates': {
    one: 'Elija como máximo {count} fecha',
    many: 'Elija como máximo {count} de fechas',
    other: 'Elija como máximo {count} fechas',
  },
  'quoteForm.datesChosen': 'Fechas preferidas elegidas',
  'quoteForm.removeDate': 'Quitar {date}',
  'quoteForm.partySize': 'Número de personas',
  'quoteForm.partySizeHelp': 'Para quién es el trabajo, o cuántas personas vendrán.',
  'quoteForm.partySizeRange': 'Indique un número de personas de {min} a {max}',
  'quoteForm.send': 'Enviar solicitud',
  'quoteForm.signInToSend': 'Iniciar sesión para enviar',
  'quoteForm.sent':
    'Su solicitud {reference} se ha enviado. Le responderemos con un precio por correo electrónico y en su panel.',
  'quoteForm.yourFiles': 'Sus archivos',
  'quoteForm.sendingFiles':
    'Enviando sus archivos. Mantenga esta página abierta hasta que terminen de subirse.',
  'quoteForm.seeRequest': 'Ver su solicitud',
  'quoteForm.toDashboard': 'Ir a su panel',

  // Choosing, sending and opening files
  'quoteFiles.label': 'Fotos o documentos',
  'quoteFiles.addLabel': 'Añadir fotos o documentos',
  'quoteFiles.help': {
    one: 'Opcional. Fotos (JPEG, PNG, WebP, HEIC), PDF o texto sin formato, hasta 10 MB cada uno; como máximo {count} archivo.',
    many: 'Opcional. Fotos (JPEG, PNG, WebP, HEIC), PDF o texto sin formato, hasta 10 MB cada uno; como máximo {count} de archivos.',
    other:
      'Opcional. Fotos (JPEG, PNG, WebP, HEIC), PDF o texto sin formato, hasta 10 MB cada uno; como máximo {count} archivos.',
  },
  'quoteFiles.helpAttached': {
    one: 'Opcional. Fotos (JPEG, PNG, WebP, HEIC), PDF o texto sin formato, hasta 10 MB cada uno; como máximo {count} archivo (ya adjuntos: {attached}).',
    many: 'Opcional. Fotos (JPEG, PNG, WebP, HEIC), PDF o texto sin formato, hasta 10 MB cada uno; como máximo {count} de archivos (ya adjuntos: {attached}).',
    other:
      'Opcional. Fotos (JPEG, PNG, WebP, HEIC), PDF o texto sin formato, hasta 10 MB cada uno; como máximo {count} archivos (ya adjuntos: {attached}).',
  },
  'quoteFiles.chosen': 'Archivos elegidos',
  'quoteFiles.remove': 'Quitar {name}',
  'quoteFiles.refused': '{name}: {reason}',
  'quoteFiles.add': 'Añadir archivos',
  'quoteFiles.addMore': 'Añadir más archivos',
  'quoteFiles.wrongType':
    'No se puede adjuntar este tipo de archivo: use una foto, un PDF o un archivo de texto.',
  'quoteFiles.tooLarge': 'Este archivo ocupa más de 10 MB.',
  'quoteFiles.empty': 'Este archivo está vacío.',
  'quoteFiles.tooMany': {
    one: 'Se puede adjuntar como máximo {count} archivo.',
    many: 'Se pueden adjuntar como máximo {count} de archivos.',
    other: 'Se pueden adjuntar como máximo {count} archivos.',
  },
  'quoteFiles.upload': {
    one: 'Subir el archivo',
    many: 'Subir {count} de archivos',
    other: 'Subir {count} archivos',
  },
  'quoteFiles.list': 'Archivos',
  'quoteFiles.waiting': 'En espera',
  'quoteFiles.uploaded': 'Subido',
  'quoteFiles.notUploaded': 'No subido',
  'quoteFiles.progress': 'Subida de {name}',
  'quoteFiles.tryAgain': 'Reintentar',
  'quoteFiles.tryAgainLabel': 'Reintentar {name}',
  'quoteFiles.none': 'No hay archivos adjuntos.',
  'quoteFiles.open': 'Abrir',
  'quoteFiles.openLabel': 'Abrir {name}',

  // The customer's quotes
  'quoteList.subject': 'sus presupuestos',
  'quoteList.noneTitle': 'Todavía no ha pedido ningún presupuesto.',
  'quoteList.noneText':
    'Para un trabajo que necesita un precio propio, cuéntenos qué necesita y le responderemos con una oferta que podrá aceptar en línea.',
  'quoteList.ask': 'Pedir presupuesto',
  'quoteList.open': 'Abiertos',
  'quoteList.askAnother': 'Pedir otro presupuesto',
  'quoteList.noneOpen': 'Ningún presupuesto está esperando un precio o su respuesta.',
  'quoteList.closed': 'Aceptados y cerrados',
  'quoteList.oneSubject': 'este presupuesto',
  'quoteList.notFound':
    'No hemos encontrado el presupuesto {reference} en su cuenta. Puede que pertenezca a otra cuenta.',
  'quoteList.seeQuotes': 'Ver sus presupuestos',

  // One of the customer's quotes
  'quoteCard.askedOn': '{reference} · solicitado el {date}',
  'quoteCard.noteRequested': 'Estamos revisando su solicitud y le responderemos con un precio.',
  'quoteCard.noteOffered': 'Acepte la oferta para reservar el trabajo, o recházela.',
  'quoteCard.noteAccepted': 'Ha aceptado esta oferta y el trabajo está reservado.',
  'quoteCard.noteDeclined': 'Ha rechazado esta oferta.',
  'quoteCard.noteExpired':
    'Esta oferta ha caducado. Escríbanos si aún desea que hagamos el trabajo.',
  'quoteCard.noteRejected':
    'Lo sentimos: no podemos encargarnos de este trabajo. Le hemos escrito un correo al respecto.',
  'quoteCard.noteWithdrawn': 'Ha retirado esta solicitud.',
  'quoteCard.ourOffer': 'Nuestra oferta',
  'quoteCard.theOffer': 'La oferta',
  'quoteCard.viewBooking': 'Ver la reserva {reference}',
  'quoteCard.decline': 'Rechazar oferta',
  'quoteCard.declineTitle': '¿Rechazar esta oferta?',
  'quoteCard.declineText':
    'No reservaremos {title} ({reference}) a este precio. Podrá seguir escribiéndonos después.',
  'quoteCard.declineConfirm': 'Sí, rechazarla',
  'quoteCard.declineKeep': 'Conservar la oferta',
  'quoteCard.declined': 'Ha rechazado la oferta de {reference}.',
  'quoteCard.withdraw': 'Retirar solicitud',
  'quoteCard.withdrawTitle': '¿Retirar esta solicitud?',
  'quoteCard.withdrawText':
    '{title} ({reference}) se cerrará. No se puede deshacer; siempre puede pedir un nuevo presupuesto.',
  'quoteCard.withdrawTextOffer':
    '{title} ({reference}) se cerrará, junto con su oferta. No se puede deshacer; siempre puede pedir un nuevo presupuesto.',
  'quoteCard.withdrawConfirm': 'Sí, retirarla',
  'quoteCard.withdrawKeep': 'Conservar la solicitud',
  'quoteCard.withdrawn': 'Su solicitud {reference} se ha retirado.',
  'quoteCard.showDetails': 'Detalles y mensajes ({count})',
  'quoteCard.hideDetails': 'Ocultar detalles',
  'quoteCard.yourRequest': 'Su solicitud',
  'quoteCard.files': 'Archivos',
  'quoteCard.messages': 'Mensajes',

  // Accepting an offer
  'quoteAccept.button': 'Aceptar oferta',
  'quoteAccept.buttonLabel': 'Aceptar oferta {reference}',
  'quoteAccept.what': '{price} por {service} ({reference}: {title}), {duration}.',
  'quoteAccept.whatWith':
    '{price} por {service} ({reference}: {title}), {duration} con {resource}.',
  'quoteAccept.chooseTitle': 'Aceptar esta oferta: elija una hora',
  'quoteAccept.chooseIntro':
    'Elija cuándo debe hacerse el trabajo. Al aceptar, se reserva esa hora.',
  'quoteAccept.chosen': 'Hora: {time}',
  'quoteAccept.chooseHint': 'Elija un día y después una hora.',
  'quoteAccept.title': '¿Aceptar esta oferta?',
  'quoteAccept.books': 'Al aceptar, se reserva para usted el {start} ({zone}).',
  'quoteAccept.booksUntil':
    'Al aceptar, se reserva para usted el {start} hasta las {end} ({zone}).',
  'quoteAccept.notNow': 'Ahora no',
  'quoteAccept.confirm': 'Aceptar y reservar',
  'quoteAccept.chooseAnother': '{problem} Elija otra hora.',
  'quoteAccept.proposedGone':
    '{problem} Esta oferta ya no se puede aceptar para esa hora; su solicitud sigue abierta. Escríbanos y le ofreceremos otra hora.',

  // The messages about a quote
  'quoteThread.none': 'Todavía no hay mensajes.',
  'quoteThread.you': 'Usted',
  'quoteThread.staffAuthor': '{name} (equipo)',
  'quoteThread.customerAuthor': '{name} (cliente)',
  'quoteThread.formLabel': 'Escribir sobre {reference}',
  'quoteThread.toBusiness': 'Escríbanos',
  'quoteThread.toCustomer': 'Escribir al cliente',
  'quoteThread.bodyEmpty': 'Escriba un mensaje',
  'quoteThread.send': 'Enviar mensaje',

  // What was asked for and what was offered
  'quoteFacts.customer': 'Cliente',
  'quoteFacts.service': 'Servicio',
  'quoteFacts.notChosen': 'Sin elegir',
  'quoteFacts.people': 'Personas',
  'quoteFacts.dates': 'Fechas preferidas',
  'quoteFacts.anyTime': 'Cualquier momento',
  'quoteFacts.askedOn': 'Solicitado el',
  'quoteFacts.details': 'Detalles',
  'quoteFacts.price': 'Precio',
  'quoteFacts.bookedAs': 'Reservado como',
  'quoteFacts.time': 'Hora',
  'quoteFacts.proposed': '{start} ({zone})',
  'quoteFacts.proposedUntil': '{start} hasta las {end} ({zone})',
  'quoteFacts.youChoose': 'Usted elige una hora al aceptar',
  'quoteFacts.customerChooses': 'El cliente elige una hora al aceptar',
  'quoteFacts.validUntil': 'Válida hasta',
  'quoteFacts.validUntilWhen': '{date} ({zone})',
  'quoteFacts.message': 'Mensaje',

  // The staff's quote inbox
  'quoteInbox.subject': 'los presupuestos',
  'quoteInbox.tabNew': 'Nuevos',
  'quoteInbox.tabOffered': 'Con oferta',
  'quoteInbox.tabAccepted': 'Aceptados',
  'quoteInbox.tabClosed': 'Cerrados',
  'quoteInbox.tabAll': 'Todos',
  'quoteInbox.listNew': 'Presupuestos nuevos',
  'quoteInbox.listOffered': 'Presupuestos con oferta',
  'quoteInbox.listAccepted': 'Presupuestos aceptados',
  'quoteInbox.listClosed': 'Presupuestos cerrados',
  'quoteInbox.listAll': 'Todos los presupuestos',
  'quoteInbox.emptyNew': 'Ninguna solicitud está esperando un precio.',
  'quoteInbox.emptyOffered': 'Ninguna oferta está esperando respuesta.',
  'quoteInbox.emptyAccepted': 'Todavía no se ha aceptado ninguna oferta.',
  'quoteInbox.emptyClosed': 'Todavía no hay nada cerrado.',
  'quoteInbox.emptyAll': 'Todavía no hay solicitudes de presupuesto.',
  'quoteInbox.showAll': 'Mostrar los {count}',
  'quoteInbox.showFewer': 'Mostrar menos',
  'quoteInbox.openHint': 'Abra un presupuesto para verlo, ponerle precio o responderlo.',
  'quoteInbox.people': {
    one: '{count} persona',
    many: '{count} de personas',
    other: '{count} personas',
  },
  'quoteInbox.prefers': 'prefiere el {date}',
  'quoteInbox.prefersMore': 'prefiere el {date} +{more}',
  'quoteInbox.files': {
    one: '{count} archivo',
    many: '{count} de archivos',
    other: '{count} archivos',
  },
  'quoteInbox.messages': {
    one: '{count} mensaje',
    many: '{count} de mensajes',
    other: '{count} mensajes',
  },
  'quoteInbox.filesTitle': 'Archivos',
  'quoteInbox.currentOffer': 'Oferta actual',
  'quoteInbox.theOffer': 'La oferta',
  'quoteInbox.booked': 'Reservado: {reference}',
  'quoteInbox.makeOffer': 'Hacer una oferta',
  'quoteInbox.reviseOffer': 'Revisar la oferta',
  'quoteInbox.offerSent': 'Oferta enviada a {name} ({reference}).',
  'quoteInbox.revisedOfferSent': 'Oferta revisada enviada a {name} ({reference}).',
  'quoteInbox.keepOffer': 'Mantener la oferta actual',
  'quoteInbox.turnedDown': '{reference} se ha desestimado; {name} recibe un aviso por correo.',
  'quoteInbox.messagesTitle': 'Mensajes',

  // Turning a request down
  'quoteReject.button': 'Desestimar',
  'quoteReject.title': '¿Desestimar esta solicitud?',
  'quoteReject.text':
    '{name} recibirá un correo diciendo que no podemos encargarnos de {reference}. No se puede deshacer.',
  'quoteReject.textOffer':
    '{name} recibirá un correo diciendo que no podemos encargarnos de {reference}, y la oferta se retirará. No se puede deshacer.',
  'quoteReject.confirm': 'Sí, desestimarla',
  'quoteReject.keep': 'Dejarla abierta',
  'quoteReject.message': 'Mensaje al cliente',
  'quoteReject.messageHelp': 'Opcional: por qué, o quién podría ayudar en su lugar.',

  // Making or revising an offer
  'quoteOffer.makeLabel': 'Hacer una oferta',
  'quoteOffer.reviseLabel': 'Revisar la oferta',
  'quoteOffer.price': 'Precio ({currency})',
  'quoteOffer.priceHelp': 'Lo que el cliente paga por todo el trabajo.',
  'quoteOffer.priceRequired': 'Indique un precio',
  'quoteOffer.priceNegative': 'Un precio no puede ser negativo',
  'quoteOffer.priceUnreadable': 'Indique un importe como {example}',
  'quoteOffer.validUntil': 'Válida hasta',
  'quoteOffer.validUntilHelp': 'Hasta el final de ese día ({zone}).',
  'quoteOffer.chooseDate': 'Elija una fecha',
  'quoteOffer.notPast': 'Elija hoy o un día posterior',
  'quoteOffer.bookAs': 'Reservar como',
  'quoteOffer.bookAsHelp': 'El servicio para el que se hace la reserva.',
  'quoteOffer.loadingServices': 'Cargando servicios…',
  'quoteOffer.chooseService': 'Elija un servicio',
  'quoteOffer.serviceRequired': 'Elija el servicio con el que se reservará el trabajo',
  'quoteOffer.length': 'Duración del trabajo',
  'quoteOffer.lengthHelp': 'Vacío: la duración propia del servicio, {duration}.',
  'quoteOffer.lengthHelpAny': 'Vacío: la duración propia del servicio.',
  'quoteOffer.who': 'Quién lo hace',
  'quoteOffer.whoHelp': 'La reserva se hace con esta persona o recurso.',
  'quoteOffer.whoever': 'Quien esté libre',
  'quoteOffer.time': 'Hora del trabajo',
  'quoteOffer.customerChooses': 'El cliente elige una hora libre al aceptar',
  'quoteOffer.propose': 'Proponer una hora',
  'quoteOffer.serviceFirst': 'Elija primero el servicio: las horas libres dependen de él.',
  'quoteOffer.proposedNow': 'Propuesta actual: {when} ({zone}). Elija otra hora para cambiarla.',
  'quoteOffer.slotRequired': 'Elija una de las horas libres',
  'quoteOffer.message': 'Mensaje al cliente',
  'quoteOffer.messageHelp': 'Opcional: qué incluye el precio, lo que el cliente debe saber.',
  'quoteOffer.send': 'Enviar oferta',
  'quoteOffer.sendRevised': 'Enviar oferta revisada',

  // A free time for an offer
  'quoteSlots.day': 'Día',
  'quoteSlots.legend': 'Horas libres ({zone})',
  'quoteSlots.legendDay': 'Horas libres el {date} ({zone})',
  'quoteSlots.waiting': 'Elija un día a partir de hoy.',
  'quoteSlots.empty': 'No hay horas libres este día. Pruebe con otro.',

  // Errors the quote screens word their own way
  'quoteErrors.notFound':
    'No hemos encontrado este presupuesto. Puede que pertenezca a otra cuenta.',
  'quoteErrors.slotTaken': 'Otra persona acaba de reservar esta hora.',
  'quoteErrors.notASlot':
    'Esta hora ya no se puede reservar: es demasiado pronto, demasiado lejos o fuera del horario de apertura.',
  'quoteErrors.tooManySeats':
    'No hay plazas suficientes a esta hora para todas las personas de la solicitud.',

  // A visitor's request and the quote link's page (decision 045)
  'guestQuote.visitorNote':
    'Puede enviarla sin cuenta: primero confirmamos su dirección de correo con un código. Podrá añadir archivos cuando tenga una cuenta.',
  'guestQuote.aboutYou': 'Sobre usted',
  'guestQuote.name': 'Su nombre',
  'guestQuote.email': 'Correo electrónico',
  'guestQuote.emailHint':
    'Le enviamos aquí un código para confirmarlo, y después la oferta y nuestros mensajes.',
  'guestQuote.phone': 'Número de teléfono',
  'guestQuote.phoneOptional': 'Opcional',
  'guestQuote.phoneRequired': 'El negocio lo pide',
  'guestQuote.sendCode': 'Enviarme un código',
  'guestQuote.orSignIn': '¿Tiene cuenta? Inicie sesión para enviarla desde allí.',
  'guestQuote.checkMail': 'Revise su correo',
  'guestQuote.sent':
    'Hemos enviado un código de seis cifras a {email}. Su solicitud se envía en cuanto lo introduzca aquí.',
  'guestQuote.code': 'Código del correo',
  'guestQuote.codeForm': 'Confirme su dirección',
  'guestQuote.confirm': 'Enviar mi solicitud',
  'guestQuote.startAgain': 'Empezar de nuevo',
  'guestQuote.enterEmail': 'Introduzca su correo electrónico',
  'quoteLink.title': 'Su presupuesto',
  'quoteLink.noLinkTitle': 'Esta página necesita el enlace de su correo',
  'quoteLink.noLinkText': 'Abra el enlace del último correo sobre su presupuesto.',
  'quoteLink.linkRefused': 'Este enlace ya no abre un presupuesto',
  'quoteLink.loadFailed': 'No se pudo cargar este presupuesto',
  'quoteLink.intro':
    'Esta página es su llave al presupuesto: guarde el correo con su enlace. Cualquiera con el enlace puede responder a la oferta.',
  'quoteLink.sentTitle': 'Su solicitud está enviada',
  'quoteLink.sentText':
    'Tenemos su solicitud {reference}. Respondemos por correo, y su enlace le trae de vuelta aquí.',
  'quoteLink.confirming': 'Confirmando su dirección…',
  'quoteLink.acceptedTitle': 'Reservado',
  'quoteLink.acceptedText':
    'Su reserva {reference} está hecha. Consúltela, muévala o cancélela aquí:',
  'quoteLink.openBooking': 'Abrir la reserva',
  'quoteLink.sendNew': 'Enviar al cliente un enlace nuevo',
  'quoteLink.sendNewFor': 'Enviar al cliente un enlace nuevo para el presupuesto {reference}',
  'quoteLink.sent': 'Enviado. Los enlaces de correos anteriores ya no funcionan.',
} satisfies CatalogueOf<QuoteMessages>
