import type { CatalogueOf } from '@reserva/shared/translator'
import type { MailMessages } from '../en/mail.ts'

export const messages = {
  'mail.hello': 'Guten Tag,',
  'mail.helloName': 'Guten Tag {name},',
  'mail.theirReason': 'Begründung: {reason}',
  'mail.span': '{date}, {start}–{end} Uhr ({zone})',
  'mail.dayAtTime': '{date} um {time} Uhr',
  'mail.reference': 'Nummer: {reference}',
  'mail.customer': 'Kunde: {name}',
  'mail.action': '{label}: {url}',

  'verify.subject': 'Bestätigen Sie Ihre E-Mail-Adresse für {business}',
  'verify.body':
    'Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist. Der Link ist eine Stunde lang gültig.',
  'verify.button': 'Meine Adresse bestätigen',
  'reset.subject': 'Ihr Passwort für {business} zurücksetzen',
  'reset.body':
    'Jemand (hoffentlich Sie) hat darum gebeten, Ihr Passwort zurückzusetzen. Der Link ist eine Stunde lang gültig.',
  'reset.notYou':
    'Falls Sie es nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.',
  'reset.button': 'Neues Passwort wählen',
  'finish.subject': 'Wählen Sie ein Passwort für Ihr Konto bei {business}',
  'finish.body':
    'Sie haben bei {business} ohne Passwort gebucht. Wählen Sie eines, um Ihre Buchungen bei jeder Anmeldung zu sehen. Der Link ist eine Stunde lang gültig.',
  'finish.notYou': 'Falls Sie nicht darum gebeten haben, ignorieren Sie diese E-Mail.',
  'finish.button': 'Passwort wählen',
  'code.subject': '{code} ist Ihr Code für {business}',
  'code.signIn': 'Ihr Code für die Anmeldung lautet {code}.',
  'code.emailVerification': 'Ihr Code zur Bestätigung Ihrer Adresse lautet {code}.',
  'code.forgetPassword': 'Ihr Code zum Zurücksetzen Ihres Passworts lautet {code}.',
  'code.changeEmail': 'Ihr Code zum Ändern Ihrer E-Mail-Adresse lautet {code}.',
  'code.expiry': 'Er ist fünf Minuten lang gültig. Geben Sie ihn niemals weiter.',
  'failedSignIns.subject': 'Fehlgeschlagene Anmeldungen bei Ihrem Konto bei {business}',
  'failedSignIns.body': {
    one: 'Jemand hat einmal versucht, sich mit einem falschen Passwort bei Ihrem Konto bei {business} anzumelden.',
    other:
      'Jemand hat {count}-mal versucht, sich mit einem falschen Passwort bei Ihrem Konto bei {business} anzumelden.',
  },
  'failedSignIns.ifYou':
    'Falls Sie es waren, warten Sie einen Moment und versuchen Sie es erneut, oder setzen Sie Ihr Passwort zurück.',
  'failedSignIns.ifNotYou':
    'Falls Sie es nicht waren: Ihr Konto ist sicher, solange Ihr Passwort es ist. Sie können es zur Sicherheit ändern.',
  'signUpAttempt.subject': 'Jemand wollte sich mit Ihrer Adresse bei {business} registrieren',
  'signUpAttempt.body':
    'Jemand hat versucht, mit dieser E-Mail-Adresse ein Konto bei {business} anzulegen. Zu dieser Adresse gibt es bereits ein Konto.',
  'signUpAttempt.ifYou':
    'Falls Sie es waren, melden Sie sich an, oder setzen Sie Ihr Passwort zurück, falls Sie es vergessen haben.',
  'signUpAttempt.ifNotYou': 'Falls Sie es nicht waren, müssen Sie nichts tun.',
  'emailChange.subject': 'Bestätigen Sie Ihre neue E-Mail-Adresse für {business}',
  'emailChange.body':
    'Jemand (hoffentlich Sie) möchte diese Adresse für sein Konto bei {business} verwenden. Nichts ändert sich, bevor Sie dem Link folgen; er funktioniert einmal, eine Stunde lang.',
  'emailChange.notYou': 'Falls Sie es nicht waren, ignorieren Sie diese E-Mail.',
  'emailChange.button': 'Diese Adresse verwenden',
  'emailChangeTaken.subject': 'Jemand wollte ein Konto bei {business} auf Ihre Adresse umstellen',
  'emailChangeTaken.body':
    'Jemand wollte diese Adresse für ein Konto bei {business} verwenden. Sie gehört aber bereits zu einem anderen Konto, daher wurde nichts geändert.',
  'emailChangeTaken.ifNotYou': 'Falls Sie es nicht waren, müssen Sie nichts tun.',
  'emailChanged.subject': 'Die E-Mail-Adresse Ihres Kontos bei {business} wurde geändert',
  'emailChanged.body':
    'Ihr Konto bei {business} verwendet jetzt eine Adresse bei {domain}. Mit dieser Adresse können Sie sich nicht mehr anmelden, und sie erhält keine Mails des Kontos mehr.',
  'emailChanged.signedOut':
    'Alle Geräte, die im Konto angemeldet waren, wurden abgemeldet, außer dem, das die Änderung vorgenommen hat.',
  'emailChanged.ifNotYou':
    'Falls Sie es nicht waren, wenden Sie sich sofort an {business}: Dort kann Ihre Adresse wiederhergestellt werden.',
  'emailChanged.ifNotYouContact':
    'Falls Sie es nicht waren, wenden Sie sich sofort an {business} ({contact}): Dort kann Ihre Adresse wiederhergestellt werden.',

  'sms.confirm':
    '{code} ist Ihr Code von {business} zur Bestätigung Ihrer Telefonnummer. 5 Minuten gültig. Niemals weitergeben.',
  'sms.reset':
    '{code} ist Ihr Code von {business} zum Zurücksetzen Ihres Passworts. 5 Minuten gültig. Niemals weitergeben.',

  'operator.approved.subject': 'Sie sind jetzt Mitarbeiter bei {business}',
  'operator.approved.body':
    'Ein Administrator hat Ihre Anfrage angenommen: Sie können jetzt Buchungen und Angebote für {business} verwalten.',
  'operator.approved.workspace': 'Ihr Arbeitsbereich: {url}',
  'operator.declined.subject': 'Ihre Anfrage als Mitarbeiter bei {business}',
  'operator.declined.body':
    'Ein Administrator hat Ihre Anfrage, Buchungen für {business} zu verwalten, abgelehnt. Ihr Konto bleibt ein Kundenkonto.',

  'booking.what': 'Was: {service} bei {resource}',
  'booking.whatSeats': 'Was: {service} × {seats} bei {resource}',
  'booking.when': 'Wann: {when}',
  'booking.where': 'Wo: {address}',
  'booking.reason': 'Begründung: {reason}',
  'booking.seeOrChange': 'Ansehen oder ändern: {url}',
  'booking.manage': 'Oder ohne Anmeldung ändern oder stornieren: {url}',
  'booking.dashboard': 'Zum Arbeitsbereich: {url}',
  'booking.confirmed.subject': 'Gebucht: {service} — {reference}',
  'booking.confirmed.body':
    'Ihre Buchung ist bestätigt. Eine Kalenderdatei finden Sie auf der Seite der Buchung.',
  'booking.requested.subject': 'Anfrage erhalten: {service} — {reference}',
  'booking.requested.body': 'Wir haben Ihre Anfrage erhalten und bestätigen sie in Kürze.',
  'booking.changed.subject': 'Geändert: {service} — {reference}',
  'booking.changed.body': 'Ihre Buchung wurde geändert. Hier sind die neuen Angaben.',
  'booking.changed.moved': 'Sie ist jetzt bei {resource} statt bei {previous}.',
  'booking.cancelled.subject': 'Storniert: {service} — {reference}',
  'booking.cancelled.body': 'Ihre Buchung ist storniert.',
  'booking.declined.subject': 'Nicht möglich: {service} — {reference}',
  'booking.declined.body':
    'Es tut uns leid: Diese Buchung können wir nicht annehmen. Bitte wählen Sie eine andere Zeit.',
  'booking.link.subject': 'Ihr Link: {service} — {reference}',
  'booking.link.body':
    'Hier ist ein neuer Link, um Ihre Buchung zu ändern oder zu stornieren. Früher gesendete Links funktionieren nicht mehr.',
  'booking.reminder.subject': 'Erinnerung: {service} — {when}',
  'booking.reminder.body': 'Eine Erinnerung an Ihre Buchung.',
  'booking.toConfirm.subject': 'Zu bestätigen: {service} für {customer} — {reference}',
  'booking.toConfirm.body': '{customer} bittet um eine Buchung. Sie wartet auf Ihre Bestätigung.',
  'booking.cancelledBy.subject': 'Storniert von {customer}: {service} — {reference}',
  'booking.cancelledBy.body': '{customer} hat diese Buchung storniert. Die Zeit ist wieder frei.',

  'guest.code.subject': '{code} ist Ihr Code für die Buchung bei {business}',
  'guest.code.enter': 'Um {service} am {when} zu buchen, geben Sie diesen Code ein: {code}',
  'guest.code.press':
    'oder klicken Sie auf die Schaltfläche unten. Er ist {works} lang gültig; die Zeit wird {held} lang für Sie freigehalten.',
  'guest.code.notYou':
    'Falls Sie es nicht waren, ignorieren Sie diese E-Mail: Ohne den Code wird nichts gebucht.',
  'guest.code.button': 'Meine Buchung bestätigen',
  'guest.quoteCode.subject': '{code} ist Ihr Code, um Ihre Angebotsanfrage an {business} zu senden',
  'guest.quoteCode.enter':
    'Um Ihre Angebotsanfrage an {business} zu senden, geben Sie diesen Code ein: {code}',
  'guest.quoteCode.press': 'Oder drücken Sie die Schaltfläche unten. Der Code gilt {works}.',
  'guest.quoteCode.notYou':
    'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: ohne den Code wird nichts gesendet.',
  'guest.quoteCode.button': 'Meine Anfrage senden',
  'quote.received.subject': 'Wir haben Ihre Angebotsanfrage {reference}',
  'quote.received.body': 'Danke: Wir haben Ihre Anfrage „{title}“ erhalten und antworten bald.',
  'quote.received.bodyUntitled':
    'Danke: Wir haben Ihre Anfrage {reference} erhalten und antworten bald.',
  'quote.link.subject': 'Ihr neuer Link zum Angebot {reference}',
  'quote.link.body':
    'Hier ist ein neuer Link zu Ihrem Angebot {reference}. Frühere Links funktionieren nicht mehr.',
  'quote.received.keep':
    'Bewahren Sie diese E-Mail auf: Ihr Link zeigt Ihr Angebot, die Nachrichten und die Antwort ohne Anmeldung.',
  'guest.address.subject': 'Bestätigen Sie Ihre E-Mail-Adresse für die Buchung {reference}',
  'guest.address.body': '{business} hat Ihre Buchung {reference}: {service} am {when}.',
  'guest.address.confirm':
    'Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist. Falls Sie es nicht waren: Die E-Mail mit der Buchung enthält einen Link, um sie zu stornieren.',

  'quote.open': 'Öffnen: {url}',
  'quote.offered.subject': 'Ihr Angebot {reference}: {price}',
  'quote.offered.body':
    'Wir können „{title}“ für {price} übernehmen. Das Angebot gilt bis {validUntil}.',
  'quote.offered.bodyUntitled':
    'Wir können Ihre Anfrage {reference} für {price} übernehmen. Das Angebot gilt bis {validUntil}.',
  'quote.offered.proposed': 'Vorgeschlagene Zeit: {time}.',
  'quote.offered.chooseTime': 'Wählen Sie eine Zeit, wenn Sie annehmen.',
  'quote.rejected.subject': 'Ihre Angebotsanfrage {reference}',
  'quote.rejected.body': 'Es tut uns leid: „{title}“ können wir nicht übernehmen.',
  'quote.rejected.bodyUntitled':
    'Es tut uns leid: Ihre Anfrage {reference} können wir nicht übernehmen.',
  'quote.expired.subject': 'Ihr Angebot {reference} ist abgelaufen',
  'quote.expired.body':
    'Das Angebot für „{title}“ ist abgelaufen. Sie können jederzeit erneut anfragen.',
  'quote.expired.bodyUntitled':
    'Das Angebot für Ihre Anfrage {reference} ist abgelaufen. Sie können jederzeit erneut anfragen.',
  'quote.message.subject': 'Neue Nachricht zu {reference}',
  'quote.message.body': 'Es gibt eine neue Nachricht zu „{title}“:',
  'quote.message.bodyUntitled': 'Es gibt eine neue Nachricht zu Ihrer Anfrage {reference}:',
  'quote.requested.subject': 'Neue Angebotsanfrage {reference}: {title}',
  'quote.requested.body': '{customer} bittet um ein Angebot: „{title}“.',
  'quote.requested.service': 'Leistung: {service}',
  'quote.requested.days': 'Gewünschte Tage: {days}',
  'quote.requests.subject': {
    one: '{count} neue Angebotsanfrage von {customer}',
    other: '{count} neue Angebotsanfragen von {customer}',
  },
  'quote.requests.body': {
    one: '{customer} bittet um {count} Angebot. Die neuesten:',
    other: '{customer} bittet um {count} Angebote. Die neuesten:',
  },
  'quote.accepted.subject': 'Angebot {reference} angenommen',
  'quote.accepted.body':
    '{customer} hat das Angebot für „{title}“ ({price}) angenommen. Die Buchung ist angelegt.',
  'quote.declined.subject': 'Angebot {reference} abgelehnt',
  'quote.declined.body': '{customer} hat das Angebot für „{title}“ abgelehnt.',
  'quote.withdrawn.subject': 'Angebot {reference} zurückgezogen',
  'quote.withdrawn.body': '{customer} hat die Anfrage „{title}“ zurückgezogen.',
  'quote.wrote.body': '{customer} hat zu „{title}“ geschrieben:',
  'quote.messages.subject': {
    one: '{count} neue Nachricht zu {reference}',
    other: '{count} neue Nachrichten zu {reference}',
  },
  'quote.messages.all': {
    one: '{customer} hat {count} Nachricht zu „{title}“ geschrieben. Hier ist sie:',
    other: '{customer} hat {count} Nachrichten zu „{title}“ geschrieben. Hier sind sie:',
  },
  'quote.messages.latest': {
    one: '{customer} hat {count} Nachricht zu „{title}“ geschrieben. Die neuesten {shown}:',
    other: '{customer} hat {count} Nachrichten zu „{title}“ geschrieben. Die neuesten {shown}:',
  },

  // To the admins: a webhook endpoint's last delivery failed
  'webhook.failing.subject': 'Ein Webhook von {business} schlägt fehl',
  'webhook.failing.body':
    'Zustellungen an {url} schlagen weiter fehl: Die letzte wurde einen Tag lang ohne Erfolg versucht. Neue Ereignisse werden weiterhin dorthin gesendet; öffnen Sie die Webhooks, um das Zustellprotokoll zu sehen, den Empfänger zu reparieren und erneut zu senden.',
  'webhook.failing.button': 'Webhooks öffnen',

  'dataExport.ready.subject': 'Ihre Daten bei {business} stehen zum Herunterladen bereit',
  'dataExport.ready.body':
    'Das Archiv mit allem, was {business} über Sie gespeichert hat, ist fertig. Melden Sie sich an und laden Sie es bis {until} in Ihrem Dashboard unter „Ihre Daten herunterladen“ herunter.',
  'dataExport.readyFor.subject': 'Der Export der Daten von {name} ist fertig',
  'dataExport.readyFor.body':
    'Das Archiv mit allem, was {business} über {name} gespeichert hat, ist fertig. Laden Sie es bis {until} auf der Seite der Person in der Personenverwaltung herunter; nur Sie können das.',
  'dataExport.button': 'Zum Download',
  'dataExport.failed.subject': 'Ihr Datenexport bei {business} konnte nicht erstellt werden',
  'dataExport.failed.body':
    'Wir haben es mehrmals versucht, konnten das Archiv aber nicht erstellen. Bitte fordern Sie es erneut an; falls es wieder scheitert, wenden Sie sich an {business}.',
  'dataExport.readme.title': 'Alles, was {business} über Sie gespeichert hat',
  'dataExport.readme.made': 'Erstellt am {when}.',
  'dataExport.readme.profile':
    'Ihr Konto: Name, E-Mail-Adresse, Telefon, Sprache, Zeitzone, Rolle.',
  'dataExport.readme.signIn':
    'wie Sie sich anmelden (ohne Passwörter oder Geheimnisse), Ihre Sitzungen mit Adresse und Browser, fehlgeschlagene Anmeldungen und der Verlauf Ihres Kontos.',
  'dataExport.readme.bookings':
    'jede Buchung mit ihren Notizen, den angegebenen Gründen und ihrem Verlauf.',
  'dataExport.readme.quotes': 'jede Angebotsanfrage, ihr Angebot und jede Nachricht.',
  'dataExport.readme.consents':
    'was Sie erlaubt haben: Anmeldedienste, Kalender-Abos; und die Datenschutzerklärung in ihrer jetzigen Fassung.',
  'dataExport.readme.mails': 'die E-Mails und SMS, die an Sie gesendet wurden.',
  'dataExport.readme.filesList': 'die anderen Dateien, die Sie gespeichert haben.',
  'dataExport.readme.files':
    'die Dateien selbst: die Ihrer Anfragen unter der Referenz der jeweiligen Anfrage.',
  'dataExport.readme.times':
    'Zeiten sind in UTC (ISO 8601); Beträge in der kleinsten Einheit ihrer Währung (1999 sind 19,99).',

  'ics.summary': '{service} bei {business}',
  'ics.description': 'Buchung {reference} bei {resource}.',
  'ics.notes': 'Notizen: {notes}',
  'feed.nameMine': '{business}: meine Buchungen',
  'feed.nameBusiness': '{business}: Buchungen',
  'feed.nameResource': '{business}: {resource}',
  'feed.staffSummary': '{service}: {customer}',
  'feed.staffDescription': 'Buchung {reference} von {customer} bei {resource}.',
} satisfies CatalogueOf<MailMessages>
