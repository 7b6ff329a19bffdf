import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { ErrorMessages } from '../en/errors.ts'

export const messages = {
  'error.page': 'Algo ha salido mal en esta página. Inténtelo de nuevo.',
  'error.ourSide': 'Algo ha fallado por nuestra parte. Inténtelo de nuevo en un momento.',
  'error.signedOut': 'Se ha cerrado su sesión. Vuelva a iniciarla para continuar.',
  'error.wrongCode': 'Ese código no es correcto. Compruébelo e inténtelo de nuevo.',
  'error.expiredCode': 'Ese código ha caducado. Pida uno nuevo e inténtelo otra vez.',
  'error.accountExists':
    'Ya existe una cuenta con este correo o número de teléfono. Inicie sesión o restablezca la contraseña si la ha olvidado.',
  'error.invalid_phone_number':
    'Esto no es un número de teléfono. Revíselo o escríbalo con + y el prefijo del país.',
  'error.invalid_phone_number.examples':
    'Esto no es un número de teléfono. Escríbalo tal como lo marca aquí, p. ej. {national}, o con + y el prefijo del país, p. ej. {international}.',
  'error.auth.invalid_origin':
    'Este servidor no acepta inicios de sesión desde {origin}. Abra Reserva en la dirección que le dieron, o pida a quien lo administra que ponga PUBLIC_URL en esta dirección o la añada a TRUSTED_ORIGINS.',
  'error.auth.invalid_origin.here': 'esta dirección',
  'error.rate_limited': 'Demasiados intentos. Inténtelo de nuevo dentro de {wait}.',
  'error.bookings.cutoff_passed':
    'Es demasiado tarde para cambiar esta reserva en línea: se puede cambiar hasta {span} antes de que empiece. Llámenos, por favor.',
  'error.auth.sessionMissingSeed': '¡Falta la sesión de autenticación!',
  'error.auth.sessionOrUserMissingSeed': 'Falta la sesión o el usuario de autenticación',
  'error.validation_failed': 'Hay datos que cambiar: mire las notas junto a los campos.',
  'error.bad_request': 'Algunos datos no son válidos. Revíselos e inténtelo de nuevo.',
  'error.forbidden': 'Su cuenta no tiene permiso para hacer esto.',
  'error.not_found':
    'Esto ya no existe; puede que alguien acabe de cambiarlo. Vuelva a cargar la página.',
  'error.conflict':
    'Esto ha cambiado mientras tanto. Vuelva a cargar la página e inténtelo de nuevo.',
  'error.request.too_large':
    'Lo que ha enviado es demasiado grande. Envíe menos de una vez e inténtelo de nuevo.',
  'error.auth.invalid_credentials': 'Credenciales de inicio de sesión no válidas',
  'error.auth.invalid_role': 'Ese rol no existe aquí: elija cliente, personal o administración.',
  'error.auth.phone_number_not_verified':
    'Su número de teléfono aún no está confirmado: escriba el código que le enviamos por SMS.',
  'error.weak_password': 'Esta contraseña es demasiado débil:',
  'error.customers.not_a_customer':
    'Este correo o número de teléfono pertenece a una cuenta del personal. Use otro o reserve para un cliente.',
  'error.auth.sso_not_offered':
    'No hay inicio de sesión único configurado para esa dirección. Entre con su correo y su contraseña.',
  'error.auth.banned_user': 'Esta cuenta ha sido suspendida. Póngase en contacto con el negocio.',
  'error.auth.email_not_verified':
    'Confirme primero su correo electrónico: le hemos enviado un enlace nuevo. Ábralo para iniciar sesión.',
  'error.auth.otp_not_found': 'No hay ningún código pendiente para este número. Pida uno nuevo.',
  'error.auth.invalid_two_factor_cookie':
    'Este inicio de sesión ha tardado demasiado. Empiece de nuevo.',
  'error.auth.too_many_attempts': 'Demasiados códigos incorrectos. Pida uno nuevo.',
  'error.auth.invalid_token': 'Este enlace ha caducado o ya se ha usado. Pida uno nuevo.',
  'error.profiles.not_found': 'Todavía no ha completado su perfil.',
  'error.bookings.hold_busy':
    'La hora que tiene apartada se está cambiando ahora mismo en otra ventana o pestaña. Inténtelo de nuevo en un momento.',
  'error.bookings.slot_taken': 'Alguien acaba de reservar esta hora. Elija otra, por favor.',
  'error.bookings.not_a_slot':
    'Esta hora ya no se puede reservar: es demasiado pronto, demasiado lejos o fuera del horario. Elija otra, por favor.',
  'error.bookings.quote_only':
    'Este servicio se presupuesta en cada caso, así que no se puede reservar en línea. Pida un presupuesto.',
  'error.bookings.too_many_seats':
    'No hay plazas suficientes para tantas personas. Elija menos plazas u otra hora.',
  'error.bookings.unknown_service': 'Este servicio ya no se ofrece. Elija otro, por favor.',
  'error.bookings.unknown_customer':
    'Esta cuenta de cliente ya no existe. Vuelva a elegir al cliente.',
  'error.bookings.customer_banned':
    'Esta cuenta está bloqueada, así que nadie puede reservar para ella. Elija otro cliente.',
  'error.bookings.not_a_customer':
    'Esta es una cuenta del personal. Solo se puede reservar para clientes: elija un cliente.',
  'error.bookings.unknown_resource':
    'Este recurso no ofrece este servicio o ya no está en uso. Elija otro recurso, o cualquiera libre.',
  'error.bookings.idempotency_key_reused':
    'Su reserva ha cambiado mientras se enviaba. Revise los datos y vuelva a confirmar.',
  'error.bookings.invalid_transition':
    'Esta reserva ya ha cambiado (puede que se haya cancelado o completado). La hemos actualizado.',
  'error.bookings.link_invalid':
    'Este enlace no abre ninguna reserva. Copie el enlace completo del correo o inicie sesión para ver sus reservas.',
  'error.bookings.link_replaced':
    'Se ha enviado un enlace más reciente para esta reserva. Use el del último correo sobre ella.',
  'error.bookings.link_expired':
    'Esta reserva ya ha pasado o se ha cancelado, así que su enlace ya no funciona. Inicie sesión para ver sus reservas.',
  'error.quotes.link_invalid':
    'Este enlace no abre ningún presupuesto. Compruebe que esté completo o use el del último correo.',
  'error.quotes.link_replaced':
    'Se envió un enlace más reciente a este presupuesto: use el del último correo.',
  'error.quotes.link_expired':
    'Este presupuesto se cerró hace tiempo, así que su enlace ya no funciona.',
  'error.guests.not_offered':
    'Aquí no se puede reservar sin cuenta. Inicie sesión o cree una cuenta para reservar.',
  'error.guests.confirmation_invalid':
    'Este enlace de confirmación está incompleto. Vuelva a abrirlo desde el correo o reserve de nuevo.',
  'error.guests.code_wrong': {
    one: 'Ese código no es correcto. Revise el correo e inténtelo de nuevo (le queda {count} intento).',
    many: 'Ese código no es correcto. Revise el correo e inténtelo de nuevo (le quedan {count} de intentos).',
    other:
      'Ese código no es correcto. Revise el correo e inténtelo de nuevo (le quedan {count} intentos).',
  },
  'error.guests.confirmation_expired':
    'Esta confirmación ha caducado o se probaron demasiados códigos incorrectos. Vuelva a elegir su hora.',
  'error.bookings.not_started':
    'Esta reserva aún no ha empezado: complétela o marque que no se presentó cuando haya empezado.',
  'error.bookings.override_needs_resource':
    'Elija con quién o con qué es la reserva: una hora fuera de la oferta corresponde a un solo recurso.',
  'error.bookings.override_too_early':
    'Una reserva fuera de las horas ofrecidas puede empezar como mucho hace 12 horas. Elija un inicio posterior.',
  'error.bookings.undo_expired':
    'Es demasiado tarde para deshacerlo: una finalización o una ausencia se puede deshacer durante 15 minutos después de marcarla.',
  'error.catalogue.unknown_resource':
    'Uno de los recursos elegidos ya no existe. Vuelva a cargar la página y elija de nuevo.',
  'error.catalogue.covers_bookings':
    'Algunas reservas quedan fuera de este horario. Muévalas o cancélelas, o guarde de todos modos.',
  'error.catalogue.time_off_exists': 'Ya hay una ausencia registrada para todo este tiempo.',
  'error.quotes.unknown_service': 'Ese servicio ya no se ofrece. Elija otro.',
  'error.quotes.invalid_transition':
    'Este presupuesto ha cambiado mientras tanto (puede que la oferta haya caducado o ya tenga respuesta). Ahora muestra su estado actual.',
  'error.quotes.start_required': 'Elija primero una hora para el trabajo.',
  'error.quotes.too_many_attachments': 'Este presupuesto ya tiene tantos archivos como admite (5).',
  'error.storage.not_found': 'Este archivo ya no está.',
  'error.storage.invalid_path':
    'Este nombre de archivo no se puede usar. Cambie el nombre del archivo e inténtelo de nuevo.',
  'error.storage.missing_file': 'Elija primero un archivo para adjuntar.',
  'error.storage.too_large': 'Este archivo es demasiado grande: el límite es de 10 MB.',
  'error.storage.type_not_allowed':
    'Este tipo de archivo no se puede adjuntar: use una foto, un PDF o un archivo de texto.',
  'error.storage.quota_exceeded':
    'Sus archivos juntos superarían el espacio de su cuenta. Pídanos que quitemos los que ya no necesite.',
  'error.storage.too_many_files':
    'Ha adjuntado tantos archivos como su cuenta puede guardar. Pídanos que quitemos los que ya no necesite.',
  'error.storage.object_exists':
    'Ya hay un archivo con este nombre. Cambie el nombre del archivo e inténtelo de nuevo.',
  'error.storage.bucket_exists': 'Este espacio de almacenamiento ya existe.',
  'error.storage.bucket_not_empty':
    'Este espacio de almacenamiento todavía contiene archivos. Quítelos primero.',
  'error.storage.invalid_signature':
    'Este enlace de archivo no es válido. Vuelva a abrir el archivo desde su página.',
  'error.storage.url_expired':
    'Este enlace de archivo ha caducado. Vuelva a abrir el archivo desde su página.',
  'error.people.not_found': 'Esta persona ya no tiene cuenta aquí.',
  'error.wallets.invalid_signature':
    'No se ha podido comprobar la firma de la billetera. Inténtelo de nuevo y firme el mensaje nuevo en su billetera.',
  'error.wallets.taken':
    'Esta billetera inicia sesión en otra cuenta. Entre con ella y quítela de allí primero.',
  'error.email_change.no_address':
    'Usted inicia sesión con un número de teléfono o una billetera: su cuenta no tiene dirección de correo que cambiar.',
  'error.email_change.wrong_proof': 'Esa contraseña o ese código no es correcto.',
  'error.email_change.password_required':
    'Su cuenta tiene contraseña: escríbala en lugar de un código.',
  'error.email_change.same_address': 'Esa ya es la dirección de su cuenta.',
  'error.email_change.link_invalid':
    'Este enlace ha caducado o ya se ha usado. Pida uno nuevo desde su cuenta.',
  'error.email_change.address_taken':
    'Otra cuenta usa ahora esta dirección, así que la suya no se ha cambiado.',
  'error.wallets.last_sign_in':
    'Esta billetera es la única forma de entrar en su cuenta. Vincule antes otra billetera o conserve esta.',
  'error.people.last_admin':
    'Siempre tiene que haber un administrador activo: nombre antes a otra persona administradora.',
  'error.people.cannot_ban_self':
    'No puede suspender su propia cuenta. Otro administrador sí puede.',
  'error.people.no_pending_request':
    'Esta persona no tiene pendiente ninguna solicitud de acceso de personal.',
  'error.people.not_banned': 'Esta cuenta no está suspendida.',
  'error.people.email_taken': 'Ya existe una cuenta con este correo electrónico.',
  'error.people.cannot_erase_self': 'Elimine su propia cuenta desde su panel, no desde aquí.',
  'error.people.staff_erase_themselves':
    'Las cuentas del personal las elimina un administrador, desde la pantalla de personas.',
  'error.people.erasure_blocked':
    'Una de sus reservas ya no se puede cancelar en línea. Contacte con el negocio o elimine su cuenta después de ella.',
  'error.api_keys.invalid':
    'Esta clave de API no es válida: es desconocida, está revocada o ha caducado.',
  'error.api_keys.scope': 'Esta clave de API no tiene permiso para esto.',
  'error.api_keys.not_found': 'Esta clave de API ya no existe.',
  'error.api_keys.revoked': 'Esta clave de API ya está revocada.',
  'error.calendar_feeds.not_found':
    'Esta dirección de calendario ya no funciona: se renovó o se desactivó.',
  'error.webhooks.not_found': 'Este webhook ya no existe.',
  'error.webhooks.delivery_not_found': 'Este envío ya no existe.',
  'error.webhooks.address_refused':
    'No se puede enviar a esta URL: use https:// y una dirección pública, no una de una red privada.',
  'error.calendar_sync.not_connected': 'No hay ningún calendario conectado a este recurso.',
  'error.calendar_sync.address_refused':
    'Esta dirección no se puede usar: use https y un calendario en internet, no en una red privada.',
  'error.calendar_sync.unreachable':
    'No se pudo contactar con el servidor del calendario, o no respondió como un servidor CalDAV. Compruebe la dirección.',
  'error.calendar_sync.refused':
    'El servidor del calendario rechazó el usuario o la contraseña. Puede que necesite una contraseña de aplicación.',
  'error.calendar_sync.not_a_calendar':
    'El servidor respondió, pero no hay ningún calendario en esta dirección. Indique la dirección del propio calendario.',
  'error.data_export.too_many':
    'Hoy ha pedido estos datos demasiadas veces. Inténtelo de nuevo más tarde.',
  'error.data_export.not_ready':
    'Esta descarga aún no está lista. Le enviaremos un correo cuando lo esté.',
  'error.data_export.expired': 'Esta descarga ha caducado y se ha eliminado. Prepare una nueva.',
  'error.sso_providers.not_found': 'Este proveedor de identidad ya se ha eliminado.',
  'error.sso_providers.domain_taken':
    'Ya hay un proveedor de identidad para este dominio de correo.',
  'error.sso_providers.discovery_failed':
    'No se han podido leer los ajustes del proveedor desde su dirección. Revise la dirección y que su origen esté en TRUSTED_ORIGINS.',
  'error.audit.invalid_cursor': 'No se puede continuar esta lista. Vuelva a cargar la página.',
  'error.network_error':
    'No hemos podido conectar con el servidor. Revise su conexión e inténtelo de nuevo.',
} satisfies CatalogueOf<ErrorMessages>
