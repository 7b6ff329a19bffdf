import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { FlowMessages } from '../../en/booking/flow.ts'

export const flowMessages = {
  'book.title': 'Termin buchen',
  'book.description':
    'Wählen Sie eine Leistung, dann einen passenden Tag und eine Uhrzeit, ergänzen Sie Ihre Angaben und bestätigen Sie. Ihre Buchungsnummer erhalten Sie sofort.',

  'bookingSteps.label': 'Fortschritt der Buchung',
  'bookingSteps.service': 'Leistung',
  'bookingSteps.time': 'Tag und Uhrzeit',
  'bookingSteps.details': 'Ihre Angaben',
  'bookingSteps.confirm': 'Bestätigen',
  'bookingSteps.done': '(erledigt)',
  'bookingFlow.titleService': 'Leistung wählen',
  'bookingFlow.titleTime': 'Tag und Uhrzeit wählen',
  'bookingFlow.titleDetails': 'Ihre Angaben',
  'bookingFlow.titleConfirm': 'Prüfen und bestätigen',
  'bookingFlow.chooseAnother': 'Bitte wählen Sie eine andere Zeit',
  'bookingFlow.servicesSubject': 'die Leistungen',
  'bookingFlow.quoteOnly':
    '{name} wird für jeden Auftrag einzeln berechnet und kann daher nicht online gebucht werden: Fragen Sie ein Angebot an oder wählen Sie eine andere Leistung.',
  'bookingFlow.serviceGone':
    'Die Leistung aus diesem Link wird nicht mehr angeboten. Bitte wählen Sie unten eine aus.',
  'bookingFlow.nothing': 'Derzeit kann nichts online gebucht werden.',
  'bookingFlow.service': 'Leistung',
  'bookingFlow.changeService': 'Leistung ändern',
  'bookingFlow.time': 'Zeit',
  'bookingFlow.changeTime': 'Zeit ändern',

  'bookingDetails.form': 'Ihre Angaben',
  'bookingDetails.enterEmail': 'Geben Sie Ihre E-Mail-Adresse ein',
  'bookingDetails.onlyOne': 'Zu dieser Zeit ist nur noch ein Platz frei.',
  'bookingDetails.between': 'Wählen Sie zwischen 1 und {max} Personen.',
  'bookingDetails.notesTooLong': 'Bitte halten Sie die Notizen unter {max} Zeichen.',
  'bookingDetails.people': 'Anzahl der Personen',
  'bookingDetails.placesLeft': {
    one: 'Zu dieser Zeit ist noch {count} Platz frei.',
    other: 'Zu dieser Zeit sind noch {count} Plätze frei.',
  },
  'bookingDetails.upTo': { one: 'Bis zu {count} Person.', other: 'Bis zu {count} Personen.' },
  'bookingDetails.name': 'Ihr Name',
  'bookingDetails.email': 'E-Mail-Adresse',
  'bookingDetails.emailHint':
    'Wir senden Ihnen einen Code zur Bestätigung und die Einzelheiten Ihrer Buchung.',
  'bookingDetails.phone': 'Telefonnummer',
  'bookingDetails.phoneOptional': 'Freiwillig. Falls wir Sie erreichen müssen.',
  'bookingDetails.phoneRequired': 'Falls wir Sie erreichen müssen.',
  'bookingDetails.notes': 'Notizen für uns',
  'bookingDetails.notesHint': 'Freiwillig. Alles, was wir vor Ihrem Termin wissen sollten.',
  'bookingDetails.continue': 'Weiter',
  'bookingDetails.orSignIn': 'Oder anmelden',
  'bookingDetails.signInToBook': 'Zum Buchen anmelden',
  'bookingDetails.orSignInText':
    'Mit einem Konto sehen Sie alle Ihre Buchungen an einem Ort. Ihre Auswahl bleibt erhalten, während Sie sich anmelden.',
  'bookingDetails.signInText':
    'Zum Buchen brauchen Sie ein Konto, damit Sie Ihre Buchung später ansehen, verschieben oder absagen können. Ihre Auswahl bleibt erhalten, während Sie sich anmelden.',
  'bookingDetails.signInAndContinue': 'Anmelden und weiter',
  'bookingDetails.createAccount': 'Konto erstellen',

  'changeNotice.title': 'Kurz vor Beginn',
  'changeNotice.when': '{date}, {time} ({zone})',
  'changeNotice.both': 'Sie können diese Buchung bis {when} online absagen oder verschieben.',
  'changeNotice.each':
    'Sie können diese Buchung bis {cancel} online absagen und bis {move} verschieben.',
  'changeNotice.neither':
    'Nach der Buchung lässt sich dieser Termin online weder absagen noch verschieben: Änderungen sind nur bis {duration} vor Beginn möglich. Melden Sie sich bei uns, wenn sich Ihre Pläne ändern.',
  'changeNotice.noCancel':
    'Nach der Buchung lässt sich dieser Termin nicht mehr online absagen: Absagen sind nur bis {duration} vor Beginn möglich. Verschieben können Sie ihn online noch bis {when}.',
  'changeNotice.noMove':
    'Nach der Buchung lässt sich dieser Termin nicht mehr online verschieben: Verschieben ist nur bis {duration} vor Beginn möglich. Absagen können Sie ihn online noch bis {when}.',
  'confirmStep.back': 'Zurück',
  'confirmStep.signInAgain': 'Erneut anmelden',
  'confirmStep.holding': 'Wir halten diese Zeit für Sie frei…',
  'confirmStep.holdFailed': 'Wir konnten diese Zeit nicht für Sie freihalten',
  'confirmStep.tryAgain': 'Erneut versuchen',
  'confirmStep.held':
    'Diese Zeit ist für Sie reserviert: {left}. Bestätigen Sie bis dahin, dann gehört sie Ihnen.',
  'confirmStep.left': 'noch {time}',
  'confirmStep.released':
    'Wir halten diese Zeit nicht mehr für Sie frei. Vielleicht ist sie noch frei: Bestätigen Sie, um es zu versuchen, oder gehen Sie zurück und wählen Sie eine andere.',
  'confirmStep.notMade': 'Ihre Buchung wurde nicht vorgenommen',
  'confirmStep.confirm': 'Buchung bestätigen',
  'guestConfirm.checkMail': 'Sehen Sie in Ihr E-Mail-Postfach',
  'guestConfirm.sent':
    'Wir haben einen sechsstelligen Code an {email} gesendet. Geben Sie ihn hier ein, um Ihre Buchung zu bestätigen, oder klicken Sie auf die Schaltfläche in der E-Mail.',
  'guestConfirm.form': 'Mit dem Code bestätigen',
  'guestConfirm.code': 'Code aus der E-Mail',
  'guestConfirm.held': 'Diese Zeit ist für Sie reserviert: {left}.',
  'guestConfirm.released':
    'Wir halten diese Zeit nicht mehr für Sie frei. Vielleicht ist sie noch frei: Geben Sie den Code ein, um es zu versuchen.',
  'guestConfirm.startAgain': 'Neu beginnen',
  'guestConfirm.noMail':
    'Nach einigen Minuten noch keine E-Mail? Sehen Sie in Ihrem Spam-Ordner nach oder {check}.',
  'guestConfirm.checkAddress': 'prüfen Sie die angegebene Adresse',
  'guestConfirm.nextCode':
    'Als Nächstes senden wir Ihnen einen Code an Ihre E-Mail-Adresse und halten diese Zeit für Sie frei, während Sie ihn eingeben.',
  'guestConfirm.nextBook':
    'Wir buchen sofort und senden Ihnen die Einzelheiten an Ihre E-Mail-Adresse, mit einem Link zum Ändern oder Absagen.',
  'guestConfirm.sendCode': 'Code zusenden',

  'bookingConfirmation.title': 'Buchungsbestätigung',
  'bookingConfirmation.cancelledTitle': 'Buchung abgesagt',
  'bookingConfirmation.declinedTitle': 'Buchung abgelehnt',
  'bookingConfirmation.invalid':
    'Dieser Link enthält keine gültige Buchungsnummer. Öffnen Sie den Link aus Ihrer Bestätigungs-E-Mail oder buchen Sie einen neuen Termin.',
  'bookingConfirmation.missing':
    'Dieser Link gibt nicht an, welche Buchung gezeigt werden soll. Öffnen Sie den Link aus Ihrer Bestätigungs-E-Mail oder buchen Sie einen neuen Termin.',
  'bookingConfirmation.bookATime': 'Termin buchen',
  'bookingConfirmation.reference': 'Buchungsnummer',
  'bookingConfirmation.signInText':
    'Melden Sie sich an, um die Einzelheiten dieser Buchung zu sehen, sie in Ihren Kalender zu übernehmen, zu verschieben oder abzusagen. Halten Sie diese Nummer bereit, wenn Sie uns dazu kontaktieren.',
  'bookingConfirmation.signIn': 'Anmelden und Buchung ansehen',

  'embedBook.title': 'Termin buchen',
  'embedBook.titleWith': 'Termin buchen bei {name}',
  'embedBook.openInNewTab': 'In neuem Tab öffnen',
  'embedBook.requested': 'Ihre Anfrage ist eingegangen',
  'embedBook.booked': 'Ihr Termin ist gebucht',
  'embedBook.reference': 'Nummer',
  'embedBook.detailsSent': 'Die Einzelheiten sind unterwegs an Ihre E-Mail-Adresse.',
  'embedBook.seeBooking': 'Buchung in neuem Tab ansehen',
  'embedBook.bookAnother': 'Weiteren Termin buchen',
  'embedApp.cannotShow': 'Diese Seite kann hier nicht angezeigt werden.',
} satisfies CatalogueOf<FlowMessages>
