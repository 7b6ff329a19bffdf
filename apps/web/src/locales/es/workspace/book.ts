import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { BookMessages } from '../../en/workspace/book.ts'

export const bookMessages = {
  'bookForCustomer.title': 'Reservar para un cliente',
  'bookForCustomer.booked': 'Reservado',
  'bookForCustomer.bookedText':
    '{service} para {customer}, {date} a las {time} con {resource}. Referencia {reference}. El cliente recibe un correo electrónico de confirmación.',
  'bookForCustomer.another': 'Hacer otra reserva',
  'bookForCustomer.done': 'Listo',
  'bookForCustomer.chooseCustomer': 'Elija el cliente',
  'bookForCustomer.chooseService': 'Elija un servicio',
  'bookForCustomer.chooseResource': 'Elija con quién o con qué es la reserva',
  'bookForCustomer.chooseDate': 'Elija la fecha',
  'bookForCustomer.chooseStart': 'Elija la hora de inicio',
  'bookForCustomer.sayWhy': 'Indique el motivo en pocas palabras',
  'bookForCustomer.chooseTime': 'Elija una hora',
  'bookForCustomer.atLeastOne': 'Reserve al menos una plaza',
  'bookForCustomer.onlyLeft': {
    one: 'Solo queda {count} plaza a esta hora',
    many: 'Solo quedan {count} de plazas a esta hora',
    other: 'Solo quedan {count} plazas a esta hora',
  },
  'bookForCustomer.picked': 'Elegido en el calendario: {resource}, {date} a las {time}.',
  'bookForCustomer.service': 'Servicio',
  'bookForCustomer.serviceHint':
    'Los servicios solo con presupuesto se reservan desde un presupuesto aceptado, no aquí.',
  'bookForCustomer.with': 'Con',
  'bookForCustomer.withHint':
    'Con quién o con qué es la reserva. Cualquier recurso libre: el primero libre a la hora elegida.',
  'bookForCustomer.anyResource': 'Cualquier recurso libre',
  'bookForCustomer.notInUse': '{name} (fuera de uso)',
  'bookForCustomer.outside': 'Reservar fuera de las horas ofrecidas',
  'bookForCustomer.outsideHint':
    'Solo para el personal: antes de abrir, en una pausa o un cierre, o un cliente sin cita al que ya se está atendiendo.',
  'bookForCustomer.places': 'Plazas',
  'bookForCustomer.left': {
    one: 'Queda {count} a esta hora',
    many: 'Quedan {count} de plazas a esta hora',
    other: 'Quedan {count} a esta hora',
  },
  'bookForCustomer.notes': 'Notas',
  'bookForCustomer.notesHint': 'Opcional. El cliente las ve en su reserva.',
  'bookForCustomer.cancel': 'Cancelar',
  'bookForCustomer.book': 'Reservar',

  'customerPicker.customer': 'Cliente',
  'customerPicker.account': 'Cuenta',
  'customerPicker.accountId': 'ID de cuenta {id}',
  'customerPicker.changeLabel': 'Cambiar de cliente',
  'customerPicker.change': 'Cambiar',
  'customerPicker.hint': 'Escriba parte de su nombre o de su correo electrónico y después elíjalo.',
  'customerPicker.chooseLabel': 'Elegir a {name}, {email}',
  'customerPicker.choose': 'Elegir',
  'customerPicker.none':
    'Ninguna cuenta de cliente tiene un nombre o un correo electrónico como este.',
  'customerPicker.walkIn': 'Cliente nuevo (sin cita o por teléfono)',
  'walkIn.group': 'Cliente nuevo',
  'walkIn.title': 'Cliente nuevo, sin cuenta',
  'walkIn.name': 'Nombre',
  'walkIn.email': 'Correo electrónico',
  'walkIn.emailHint': 'O un número de teléfono, o ambos: ahí recibe los correos de la reserva.',
  'walkIn.phone': 'Número de teléfono',
  'walkIn.cancel': 'Cancelar',
  'walkIn.add': 'Añadir cliente',

  'staffSlots.date': 'Fecha',
  'staffSlots.legend': 'Hora ({zone})',
  'staffSlots.serviceFirst': 'Elija primero un servicio.',
  'staffSlots.gone': 'Este servicio ya no se ofrece, así que no tiene horas libres para elegir.',
  'staffSlots.notOffered':
    '{resource} no ofrece este servicio o ya no está en uso. Elija otro recurso, o cualquiera libre.',
  'staffSlots.emptyWith':
    '{resource} no tiene horas libres en esta fecha. Pruebe otra fecha u otro recurso.',
  'staffSlots.empty': 'No hay horas libres en esta fecha. Pruebe otra.',
  'staffSlots.notFreeWith': 'Las {time} no están libres con {resource}. Elija otra hora.',
  'staffSlots.notFree': 'Las {time} no están libres para este servicio. Elija otra hora.',
  'staffSlots.taken': 'Esa hora se acaba de ocupar. Elija otra.',
  'overrideTime.intro': {
    one: 'Cualquier hora en que el recurso esté libre, en hora de {zone}: fuera del horario, en una pausa o un cierre, o hasta hace {count} hora para alguien a quien ya se está atendiendo.',
    many: 'Cualquier hora en que el recurso esté libre, en hora de {zone}: fuera del horario, en una pausa o un cierre, o hasta hace {count} de horas para alguien a quien ya se está atendiendo.',
    other:
      'Cualquier hora en que el recurso esté libre, en hora de {zone}: fuera del horario, en una pausa o un cierre, o hasta hace {count} horas para alguien a quien ya se está atendiendo.',
  },
  'overrideTime.date': 'Fecha',
  'overrideTime.start': 'Hora de inicio',
  'overrideTime.reason': 'Motivo',
  'overrideTime.reasonHint':
    'Por qué esta hora: se guarda con la reserva en el registro de auditoría.',
} satisfies CatalogueOf<BookMessages>
