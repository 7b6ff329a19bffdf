import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { BookMessages } from '../../en/workspace/book.ts'

export const bookMessages = {
  'bookForCustomer.title': 'Für einen Kunden buchen',
  'bookForCustomer.booked': 'Gebucht',
  'bookForCustomer.bookedText':
    '{service} für {customer}, {date} um {time} mit {resource}. Buchungsnummer {reference}. Der Kunde erhält eine Bestätigung per E-Mail.',
  'bookForCustomer.another': 'Weitere Buchung',
  'bookForCustomer.done': 'Fertig',
  'bookForCustomer.chooseCustomer': 'Wählen Sie den Kunden',
  'bookForCustomer.chooseService': 'Wählen Sie eine Leistung',
  'bookForCustomer.chooseResource': 'Wählen Sie, mit wem oder was die Buchung ist',
  'bookForCustomer.chooseDate': 'Wählen Sie das Datum',
  'bookForCustomer.chooseStart': 'Wählen Sie die Anfangszeit',
  'bookForCustomer.sayWhy': 'Nennen Sie kurz den Grund',
  'bookForCustomer.chooseTime': 'Wählen Sie eine Zeit',
  'bookForCustomer.atLeastOne': 'Buchen Sie mindestens einen Platz',
  'bookForCustomer.onlyLeft': {
    one: 'Zu dieser Zeit ist nur noch {count} Platz frei',
    other: 'Zu dieser Zeit sind nur noch {count} Plätze frei',
  },
  'bookForCustomer.picked': 'Im Kalender gewählt: {resource}, {date} um {time}.',
  'bookForCustomer.service': 'Leistung',
  'bookForCustomer.serviceHint':
    'Leistungen nur auf Angebot werden aus einem angenommenen Angebot gebucht, nicht hier.',
  'bookForCustomer.with': 'Mit',
  'bookForCustomer.withHint':
    'Mit wem oder was die Buchung ist. Beliebige freie Ressource: die erste, die zur gewählten Zeit frei ist.',
  'bookForCustomer.anyResource': 'Beliebige freie Ressource',
  'bookForCustomer.notInUse': '{name} (nicht in Gebrauch)',
  'bookForCustomer.outside': 'Außerhalb der angebotenen Zeiten buchen',
  'bookForCustomer.outsideHint':
    'Nur für Mitarbeiter: vor der Öffnung, in einer Pause oder Schließzeit oder für einen Laufkunden, der schon bedient wird.',
  'bookForCustomer.places': 'Plätze',
  'bookForCustomer.left': {
    one: 'Zu dieser Zeit noch {count} frei',
    other: 'Zu dieser Zeit noch {count} frei',
  },
  'bookForCustomer.notes': 'Notizen',
  'bookForCustomer.notesHint': 'Optional. Der Kunde sieht sie in seiner Buchung.',
  'bookForCustomer.cancel': 'Abbrechen',
  'bookForCustomer.book': 'Buchen',

  'customerPicker.customer': 'Kunde',
  'customerPicker.account': 'Konto',
  'customerPicker.accountId': 'Konto-ID {id}',
  'customerPicker.changeLabel': 'Kunden ändern',
  'customerPicker.change': 'Ändern',
  'customerPicker.hint':
    'Geben Sie einen Teil des Namens oder der E-Mail-Adresse ein und wählen Sie dann den Kunden.',
  'customerPicker.chooseLabel': '{name}, {email} wählen',
  'customerPicker.choose': 'Wählen',
  'customerPicker.none':
    'Kein Kundenkonto hat einen solchen Namen oder eine solche E-Mail-Adresse.',
  'customerPicker.walkIn': 'Neuer Kunde (vor Ort oder am Telefon)',
  'walkIn.group': 'Neuer Kunde',
  'walkIn.title': 'Neuer Kunde, ohne Konto',
  'walkIn.name': 'Name',
  'walkIn.email': 'E-Mail-Adresse',
  'walkIn.emailHint':
    'Oder eine Telefonnummer, oder beides: Dorthin gehen die E-Mails zur Buchung.',
  'walkIn.phone': 'Telefonnummer',
  'walkIn.cancel': 'Abbrechen',
  'walkIn.add': 'Kunden hinzufügen',

  'staffSlots.date': 'Datum',
  'staffSlots.legend': 'Uhrzeit ({zone})',
  'staffSlots.serviceFirst': 'Wählen Sie zuerst eine Leistung.',
  'staffSlots.gone':
    'Diese Leistung wird nicht mehr angeboten, daher gibt es keine freien Zeiten zur Auswahl.',
  'staffSlots.notOffered':
    '{resource} bietet diese Leistung nicht an oder ist nicht mehr in Gebrauch. Wählen Sie eine andere Ressource oder eine beliebige freie.',
  'staffSlots.emptyWith':
    '{resource} hat an diesem Datum keine freien Zeiten. Versuchen Sie ein anderes Datum oder eine andere Ressource.',
  'staffSlots.empty': 'An diesem Datum gibt es keine freien Zeiten. Versuchen Sie ein anderes.',
  'staffSlots.notFreeWith': '{time} ist mit {resource} nicht frei. Wählen Sie eine andere Zeit.',
  'staffSlots.notFree': '{time} ist für diese Leistung nicht frei. Wählen Sie eine andere Zeit.',
  'staffSlots.taken': 'Diese Zeit wurde gerade vergeben. Wählen Sie eine andere.',
  'overrideTime.intro': {
    one: 'Jede Zeit, zu der die Ressource frei ist, in der Zeitzone {zone}: außerhalb der Öffnungszeiten, in einer Pause oder Schließzeit oder bis zu {count} Stunde zurück für jemanden, der schon bedient wird.',
    other:
      'Jede Zeit, zu der die Ressource frei ist, in der Zeitzone {zone}: außerhalb der Öffnungszeiten, in einer Pause oder Schließzeit oder bis zu {count} Stunden zurück für jemanden, der schon bedient wird.',
  },
  'overrideTime.date': 'Datum',
  'overrideTime.start': 'Anfangszeit',
  'overrideTime.reason': 'Grund',
  'overrideTime.reasonHint': 'Warum diese Zeit: wird mit der Buchung im Prüfprotokoll gespeichert.',
} satisfies CatalogueOf<BookMessages>
