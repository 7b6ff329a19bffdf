import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { ErrorMessages } from '../en/errors.ts'

export const messages = {
  'error.page': 'Algo ha salido mal en esta página. Inténtalo de nuevo.',
  'error.ourSide': 'Algo ha fallado por nuestra parte. Inténtalo de nuevo en un momento.',
  'error.signedOut': 'Se ha cerrado tu sesión. Vuelve a iniciarla para continuar.',
  'error.wrongCode': 'Ese código no es correcto. Compruébalo e inténtalo de nuevo.',
  'error.expiredCode': 'Ese código ha caducado. Pide uno nuevo e inténtalo otra vez.',
  'error.accountExists':
    'Ya existe una cuenta con este correo o número de teléfono. Inicia sesión o restablece la contraseña si la has olvidado.',
  'error.invalid_phone_number':
    'Esto no es un número de teléfono. Revísalo o escríbelo con + y el prefijo del país.',
  'error.invalid_phone_number.examples':
    'Esto no es un número de teléfono. Escríbelo tal como lo marcas aquí, p. ej. {national}, o con + y el prefijo del país, p. ej. {international}.',
  'error.auth.invalid_origin':
    'Este servidor no acepta inicios de sesión desde {origin}. Abre Reserva en la dirección que te dieron, o pide a quien lo administra que ponga PUBLIC_URL en esta dirección o la añada a TRUSTED_ORIGINS.',
  'error.auth.invalid_origin.here': 'esta dirección',
  'error.rate_limited': 'Demasiados intentos. Inténtalo de nuevo dentro de {wait}.',
  'error.bookings.cutoff_passed':
    'Es demasiado tarde para cambiar esta reserva en línea: se puede cambiar hasta {span} antes de que empiece. Llámanos, por favor.',
  'error.auth.sessionMissingSeed': '¡Falta la sesión de autenticación!',
  'error.auth.sessionOrUserMissingSeed': 'Falta la sesión o el usuario de autenticación',
  'error.validation_failed': 'Hay datos que cambiar: mira las notas junto a los campos.',
  'error.bad_request': 'Algunos datos no son válidos. Revísalos e inténtalo de nuevo.',
  'error.forbidden': 'Tu cuenta no tiene permiso para hacer esto.',
  'error.not_found':
    'Esto ya no existe; puede que alguien acabe de cambiarlo. Vuelve a cargar la página.',
  'error.conflict':
    'Esto ha cambiado mientras tanto. Vuelve a cargar la página e inténtalo de nuevo.',
  'error.request.too_large':
    'Lo que has enviado es demasiado grande. Envía menos de una vez e inténtalo de nuevo.',
  'error.auth.invalid_credentials': 'Credenciales de inicio de sesión no válidas',
  'error.auth.invalid_role': 'Ese rol no existe aquí: elige cliente, personal o administración.',
  'error.auth.phone_number_not_verified':
    'Tu número de teléfono aún no está confirmado: escribe el código que te enviamos por SMS.',
  'error.weak_password': 'Esta contraseña es demasiado débil:',
  'error.customers.not_a_customer':
    'Este correo o número de teléfono pertenece a una cuenta del personal. Usa otro o reserva para un cliente.',
  'error.auth.sso_not_offered':
    'No hay inicio de sesión único configurado para esa dirección. Entra con tu correo y tu contraseña.',
  'error.auth.banned_user': 'Esta cuenta ha sido suspendida. Ponte en contacto con el negocio.',
  'error.auth.email_not_verified':
    'Confirma primero tu correo electrónico: te hemos enviado un enlace nuevo. Ábrelo para iniciar sesión.',
  'error.auth.otp_not_found': 'No hay ningún código pendiente para este número. Pide uno nuevo.',
  'error.auth.invalid_two_factor_cookie':
    'Este inicio de sesión ha tardado demasiado. Empieza de nuevo.',
  'error.auth.too_many_attempts': 'Demasiados códigos incorrectos. Pide uno nuevo.',
  'error.auth.invalid_token': 'Este enlace ha caducado o ya se ha usado. Pide uno nuevo.',
  'error.profiles.not_found': 'Todavía no has completado tu perfil.',
  'error.bookings.hold_busy':
    'La hora que tienes apartada se está cambiando ahora mismo en otra ventana o pestaña. Inténtalo de nuevo en un momento.',
  'error.bookings.slot_taken': 'Alguien acaba de reservar esta hora. Elige otra, por favor.',
  'error.bookings.not_a_slot':
    'Esta hora ya no se puede reservar: es demasiado pronto, demasiado lejos o fuera del horario. Elige otra, por favor.',
  'error.bookings.quote_only':
    'Este servicio se presupuesta en cada caso, así que no se puede reservar en línea. Pide un presupuesto.',
  'error.bookings.too_many_seats':
    'No hay plazas suficientes para tantas personas. Elige menos plazas u otra hora.',
  'error.bookings.unknown_service': 'Este servicio ya no se ofrece. Elige otro, por favor.',
  'error.bookings.unknown_customer':
    'Esta cuenta de cliente ya no existe. Vuelve a elegir al cliente.',
  'error.bookings.customer_banned':
    'Esta cuenta está bloqueada, así que nadie puede reservar para ella. Elige otro cliente.',
  'error.bookings.not_a_customer':
    'Esta es una cuenta del personal. Solo se puede reservar para clientes: elige un cliente.',
  'error.bookings.unknown_resource':
    'Este recurso no ofrece este servicio o ya no está en uso. Elige otro recurso, o cualquiera libre.',
  'error.bookings.idempotency_key_reused':
    'Tu reserva ha cambiado mientras se enviaba. Revisa los datos y vuelve a confirmar.',
  'error.bookings.invalid_transition':
    'Esta reserva ya ha cambiado (puede que se haya cancelado o completado). La hemos actualizado.',
  'error.bookings.link_invalid':
    'Este enlace no abre ninguna reserva. Copia el enlace completo del correo o inicia sesión para ver tus reservas.',
  'error.bookings.link_replaced':
    'Se ha enviado un enlace más reciente para esta reserva. Usa el del último correo sobre ella.',
  'error.bookings.link_expired':
    'Esta reserva ya ha pasado o se ha cancelado, así que su enlace ya no funciona. Inicia sesión para ver tus reservas.',
  'error.guests.not_offered':
    'Aquí no se puede reservar sin cuenta. Inicia sesión o crea una cuenta para reservar.',
  'error.guests.confirmation_invalid':
    'Este enlace de confirmación está incompleto. Vuelve a abrirlo desde el correo o reserva de nuevo.',
  'error.guests.code_wrong': {
    one: 'Ese código no es correcto. Revisa el correo e inténtalo de nuevo (te queda {count} intento).',
    many: 'Ese código no es correcto. Revisa el correo e inténtalo de nuevo (te quedan {count} de intentos).',
    other:
      'Ese código no es correcto. Revisa el correo e inténtalo de nuevo (te quedan {count} intentos).',
  },
  'error.guests.confirmation_expired':
    'Esta confirmación ha caducado o se probaron demasiados códigos incorrectos. Vuelve a elegir tu hora.',
  'error.bookings.not_started':
    'Esta reserva aún no ha empezado: complétala o marca que no se presentó cuando haya empezado.',
  'error.bookings.override_needs_resource':
    'Elige con quién o con qué es la reserva: una hora fuera de la oferta corresponde a un solo recurso.',
  'error.bookings.override_too_early':
    'Una reserva fuera de las horas ofrecidas puede empezar como mucho hace 12 horas. Elige un inicio posterior.',
  'error.bookings.undo_expired':
    'Es demasiado tarde para deshacerlo: una finalización o una ausencia se puede deshacer durante 15 minutos después de marcarla.',
  'error.catalogue.unknown_resource':
    'Uno de los recursos elegidos ya no existe. Vuelve a cargar la página y elige de nuevo.',
  'error.catalogue.covers_bookings':
    'Algunas reservas quedan fuera de este horario. Muévelas o cancélalas, o guarda de todos modos.',
  'error.catalogue.time_off_exists': 'Ya hay una ausencia registrada para todo este tiempo.',
  'error.quotes.unknown_service': 'Ese servicio ya no se ofrece. Elige otro.',
  'error.quotes.invalid_transition':
    'Este presupuesto ha cambiado mientras tanto (puede que la oferta haya caducado o ya tenga respuesta). Ahora muestra su estado actual.',
  'error.quotes.start_required': 'Elige primero una hora para el trabajo.',
  'error.quotes.too_many_attachments': 'Este presupuesto ya tiene tantos archivos como admite (5).',
  'error.storage.not_found': 'Este archivo ya no está.',
  'error.storage.invalid_path':
    'Este nombre de archivo no se puede usar. Cambia el nombre del archivo e inténtalo de nuevo.',
  'error.storage.missing_file': 'Elige primero un archivo para adjuntar.',
  'error.storage.too_large': 'Este archivo es demasiado grande: el límite es de 10 MB.',
  'error.storage.type_not_allowed':
    'Este tipo de archivo no se puede adjuntar: usa una foto, un PDF o un archivo de texto.',
  'error.storage.quota_exceeded':
    'Tus archivos juntos superarían el espacio de tu cuenta. Pídenos que quitemos los que ya no necesites.',
  'error.storage.too_many_files':
    'Has adjuntado tantos archivos como tu cuenta puede guardar. Pídenos que quitemos los que ya no necesites.',
  'error.storage.object_exists':
    'Ya hay un archivo con este nombre. Cambia el nombre del archivo e inténtalo de nuevo.',
  'error.storage.bucket_exists': 'Este espacio de almacenamiento ya existe.',
  'error.storage.bucket_not_empty':
    'Este espacio de almacenamiento todavía contiene archivos. Quítalos primero.',
  'error.storage.invalid_signature':
    'Este enlace de archivo no es válido. Vuelve a abrir el archivo desde su página.',
  'error.storage.url_expired':
    'Este enlace de archivo ha caducado. Vuelve a abrir el archivo desde su página.',
  'error.people.not_found': 'Esta persona ya no tiene cuenta aquí.',
  'error.wallets.invalid_signature':
    'No se ha podido comprobar la firma de la billetera. Inténtalo de nuevo y firma el mensaje nuevo en tu billetera.',
  'error.wallets.taken':
    'Esta billetera inicia sesión en otra cuenta. Entra con ella y quítala de allí primero.',
  'error.wallets.last_sign_in':
    'Esta billetera es la única forma de entrar en tu cuenta. Vincula antes otra billetera o conserva esta.',
  'error.people.last_admin':
    'Siempre tiene que haber un administrador activo: nombra antes a otra persona administradora.',
  'error.people.cannot_ban_self':
    'No puedes suspender tu propia cuenta. Otro administrador sí puede.',
  'error.people.no_pending_request':
    'Esta persona no tiene pendiente ninguna solicitud de acceso de personal.',
  'error.people.not_banned': 'Esta cuenta no está suspendida.',
  'error.people.email_taken': 'Ya existe una cuenta con este correo electrónico.',
  'error.api_keys.invalid':
    'Esta clave de API no es válida: es desconocida, está revocada o ha caducado.',
  'error.api_keys.scope': 'Esta clave de API no tiene permiso para esto.',
  'error.api_keys.not_found': 'Esta clave de API ya no existe.',
  'error.api_keys.revoked': 'Esta clave de API ya está revocada.',
  'error.webhooks.not_found': 'Este webhook ya no existe.',
  'error.webhooks.delivery_not_found': 'Este envío ya no existe.',
  'error.webhooks.address_refused':
    'No se puede enviar a esta URL: use https:// y una dirección pública, no una de una red privada.',
  'error.sso_providers.not_found': 'Este proveedor de identidad ya se ha eliminado.',
  'error.sso_providers.domain_taken':
    'Ya hay un proveedor de identidad para este dominio de correo.',
  'error.sso_providers.discovery_failed':
    'No se han podido leer los ajustes del proveedor desde su dirección. Revisa la dirección y que su origen esté en TRUSTED_ORIGINS.',
  'error.audit.invalid_cursor': 'No se puede continuar esta lista. Vuelve a cargar la página.',
  'error.network_error':
    'No hemos podido conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
} satisfies CatalogueOf<ErrorMessages>
