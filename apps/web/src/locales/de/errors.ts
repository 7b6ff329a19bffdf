import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { ErrorMessages } from '../en/errors.ts'

export const messages = {
  'error.page': 'Auf dieser Seite ist etwas schiefgelaufen. Bitte versuchen Sie es noch einmal.',
  'error.ourSide': 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
  'error.signedOut': 'Sie wurden abgemeldet. Melden Sie sich erneut an, um weiterzumachen.',
  'error.wrongCode': 'Dieser Code stimmt nicht. Prüfen Sie ihn und versuchen Sie es noch einmal.',
  'error.expiredCode':
    'Dieser Code ist abgelaufen. Fordern Sie einen neuen an und versuchen Sie es noch einmal.',
  'error.accountExists':
    'Mit dieser E-Mail-Adresse oder Telefonnummer gibt es bereits ein Konto. Melden Sie sich an oder setzen Sie das Passwort zurück, falls Sie es vergessen haben.',
  'error.invalid_phone_number':
    'Das ist keine Telefonnummer. Prüfen Sie sie oder schreiben Sie sie mit + und Landesvorwahl.',
  'error.invalid_phone_number.examples':
    'Das ist keine Telefonnummer. Schreiben Sie sie so, wie Sie sie hier wählen, z. B. {national}, oder mit + und Landesvorwahl, z. B. {international}.',
  'error.auth.invalid_origin':
    'Dieser Server nimmt keine Anmeldungen von {origin} an. Öffnen Sie Reserva unter der Adresse, die Sie erhalten haben, oder bitten Sie den Betreiber, PUBLIC_URL auf diese Adresse zu setzen oder sie zu TRUSTED_ORIGINS hinzuzufügen.',
  'error.auth.invalid_origin.here': 'dieser Adresse',
  'error.rate_limited': 'Zu viele Versuche. Bitte versuchen Sie es in {wait} noch einmal.',
  'error.bookings.cutoff_passed':
    'Für eine Änderung online ist es zu spät: Buchungen lassen sich bis {span} vor Beginn ändern. Bitte rufen Sie uns an.',
  'error.auth.sessionMissingSeed': 'Keine Anmeldesitzung vorhanden!',
  'error.auth.sessionOrUserMissingSeed': 'Anmeldesitzung oder Benutzer fehlt',
  'error.validation_failed':
    'Einige Angaben müssen geändert werden: siehe Hinweise bei den Feldern.',
  'error.bad_request':
    'Einige Angaben sind ungültig. Prüfen Sie sie und versuchen Sie es noch einmal.',
  'error.forbidden': 'Ihr Konto darf das nicht.',
  'error.not_found':
    'Das gibt es nicht mehr; vielleicht hat es gerade jemand geändert. Laden Sie die Seite neu.',
  'error.conflict':
    'Das wurde inzwischen geändert. Laden Sie die Seite neu und versuchen Sie es noch einmal.',
  'error.request.too_large':
    'Was Sie gesendet haben, ist zu groß. Senden Sie weniger auf einmal und versuchen Sie es noch einmal.',
  'error.auth.invalid_credentials': 'Ungültige Anmeldedaten',
  'error.auth.invalid_role':
    'Diese Rolle gibt es hier nicht: Wählen Sie Kunde, Mitarbeiter oder Admin.',
  'error.auth.phone_number_not_verified':
    'Ihre Telefonnummer ist noch nicht bestätigt: Geben Sie den Code ein, den wir Ihnen per SMS geschickt haben.',
  'error.weak_password': 'Dieses Passwort ist zu schwach:',
  'error.customers.not_a_customer':
    'Diese E-Mail-Adresse oder Telefonnummer gehört zu einem Mitarbeiterkonto. Verwenden Sie eine andere oder buchen Sie für einen Kunden.',
  'error.auth.sso_not_offered':
    'Für diese Adresse ist keine Single Sign-on eingerichtet. Melden Sie sich stattdessen mit E-Mail-Adresse und Passwort an.',
  'error.auth.banned_user':
    'Dieses Konto wurde gesperrt. Bitte wenden Sie sich an das Unternehmen.',
  'error.auth.email_not_verified':
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Wir haben Ihnen einen neuen Link geschickt. Öffnen Sie ihn, um sich anzumelden.',
  'error.auth.otp_not_found': 'Für diese Nummer wartet kein Code. Fordern Sie einen neuen an.',
  'error.auth.invalid_two_factor_cookie':
    'Diese Anmeldung hat zu lange gedauert. Bitte beginnen Sie von vorn.',
  'error.auth.too_many_attempts': 'Zu viele falsche Codes. Fordern Sie einen neuen an.',
  'error.auth.invalid_token':
    'Dieser Link ist abgelaufen oder wurde schon verwendet. Fordern Sie einen neuen an.',
  'error.profiles.not_found': 'Ihr Profil ist noch nicht ausgefüllt.',
  'error.bookings.hold_busy':
    'Ihre reservierte Zeit wird gerade in einem anderen Fenster oder Tab geändert. Bitte versuchen Sie es gleich noch einmal.',
  'error.bookings.slot_taken':
    'Jemand anderes hat diese Zeit gerade gebucht. Bitte wählen Sie eine andere.',
  'error.bookings.not_a_slot':
    'Diese Zeit ist nicht mehr buchbar: zu kurzfristig, zu weit im Voraus oder außerhalb der Öffnungszeiten. Bitte wählen Sie eine andere.',
  'error.bookings.quote_only':
    'Diese Leistung wird pro Auftrag berechnet und kann daher nicht online gebucht werden. Fragen Sie stattdessen ein Angebot an.',
  'error.bookings.too_many_seats':
    'Für so viele Personen gibt es nicht genug Plätze. Wählen Sie weniger Plätze oder eine andere Zeit.',
  'error.bookings.unknown_service':
    'Diese Leistung wird nicht mehr angeboten. Bitte wählen Sie eine andere.',
  'error.bookings.unknown_customer':
    'Dieses Kundenkonto gibt es nicht mehr. Wählen Sie den Kunden erneut.',
  'error.bookings.customer_banned':
    'Dieses Konto ist gesperrt, daher kann niemand dafür buchen. Wählen Sie einen anderen Kunden.',
  'error.bookings.not_a_customer':
    'Das ist ein Mitarbeiterkonto. Buchungen sind nur für Kunden möglich: Wählen Sie einen Kunden.',
  'error.bookings.unknown_resource':
    'Diese Ressource bietet diese Leistung nicht an oder ist nicht mehr in Gebrauch. Wählen Sie eine andere Ressource oder eine beliebige freie.',
  'error.bookings.idempotency_key_reused':
    'Ihre Buchung hat sich beim Senden geändert. Prüfen Sie die Angaben und bestätigen Sie erneut.',
  'error.bookings.invalid_transition':
    'Diese Buchung hat sich bereits geändert (vielleicht wurde sie storniert oder abgeschlossen). Wir haben sie aktualisiert.',
  'error.bookings.link_invalid':
    'Dieser Link öffnet keine Buchung. Kopieren Sie den ganzen Link aus der E-Mail oder melden Sie sich an, um Ihre Buchungen zu sehen.',
  'error.bookings.link_replaced':
    'Zu dieser Buchung wurde ein neuerer Link verschickt. Verwenden Sie den Link aus der neuesten E-Mail dazu.',
  'error.bookings.link_expired':
    'Diese Buchung ist vorbei oder wurde storniert, daher funktioniert ihr Link nicht mehr. Melden Sie sich an, um Ihre Buchungen zu sehen.',
  'error.quotes.link_invalid':
    'Dieser Link öffnet kein Angebot. Prüfen Sie, ob er vollständig ist, oder nutzen Sie den aus der neuesten E-Mail.',
  'error.quotes.link_replaced':
    'Ein neuerer Link zu diesem Angebot wurde gesendet: Nutzen Sie den aus der neuesten E-Mail.',
  'error.quotes.link_expired':
    'Dieses Angebot wurde vor einiger Zeit abgeschlossen, daher funktioniert sein Link nicht mehr.',
  'error.guests.not_offered':
    'Buchen ohne Konto ist hier nicht möglich. Melden Sie sich an oder legen Sie ein Konto an, um zu buchen.',
  'error.guests.confirmation_invalid':
    'Dieser Bestätigungslink ist unvollständig. Öffnen Sie ihn noch einmal aus der E-Mail oder buchen Sie erneut.',
  'error.guests.code_wrong': {
    one: 'Dieser Code stimmt nicht. Prüfen Sie die E-Mail und versuchen Sie es noch einmal (noch {count} Versuch).',
    other:
      'Dieser Code stimmt nicht. Prüfen Sie die E-Mail und versuchen Sie es noch einmal (noch {count} Versuche).',
  },
  'error.guests.confirmation_expired':
    'Diese Bestätigung ist abgelaufen, oder es wurden zu viele falsche Codes eingegeben. Bitte wählen Sie Ihren Termin noch einmal.',
  'error.bookings.not_started':
    'Diese Buchung hat noch nicht begonnen: Schließen Sie sie ab oder vermerken Sie ein Nichterscheinen, sobald sie begonnen hat.',
  'error.bookings.override_needs_resource':
    'Wählen Sie, mit wem oder was die Buchung ist: Eine Zeit außerhalb des Angebots gilt für eine Ressource.',
  'error.bookings.override_too_early':
    'Eine Buchung außerhalb der angebotenen Zeiten darf höchstens vor 12 Stunden beginnen. Wählen Sie einen späteren Beginn.',
  'error.bookings.undo_expired':
    'Zum Rückgängigmachen ist es zu spät: Ein Abschluss oder Nichterscheinen lässt sich 15 Minuten lang zurücknehmen.',
  'error.catalogue.unknown_resource':
    'Eine der gewählten Ressourcen gibt es nicht mehr. Laden Sie die Seite neu und wählen Sie erneut.',
  'error.catalogue.covers_bookings':
    'Einige Buchungen liegen außerhalb dieser Zeit. Verschieben oder stornieren Sie sie, oder speichern Sie trotzdem.',
  'error.catalogue.time_off_exists':
    'Für diese ganze Zeit ist bereits eine Abwesenheit eingetragen.',
  'error.quotes.unknown_service':
    'Diese Leistung wird nicht mehr angeboten. Wählen Sie eine andere.',
  'error.quotes.invalid_transition':
    'Dieses Angebot hat sich inzwischen geändert (es ist vielleicht abgelaufen oder wurde schon beantwortet). Es zeigt jetzt den aktuellen Stand.',
  'error.quotes.start_required': 'Wählen Sie zuerst eine Zeit für den Auftrag.',
  'error.quotes.too_many_attachments':
    'Diese Anfrage hat bereits so viele Dateien, wie sie aufnehmen kann (5).',
  'error.storage.not_found': 'Diese Datei ist nicht mehr vorhanden.',
  'error.storage.invalid_path':
    'Dieser Dateiname kann nicht verwendet werden. Benennen Sie die Datei um und versuchen Sie es noch einmal.',
  'error.storage.missing_file': 'Wählen Sie zuerst eine Datei zum Anhängen.',
  'error.storage.too_large': 'Diese Datei ist zu groß: Die Grenze liegt bei 10 MB.',
  'error.storage.type_not_allowed':
    'Dieser Dateityp kann nicht angehängt werden: Verwenden Sie ein Foto, ein PDF oder eine Textdatei.',
  'error.storage.quota_exceeded':
    'Ihre Dateien zusammen würden den Speicherplatz Ihres Kontos überschreiten. Bitten Sie uns, nicht mehr benötigte zu entfernen.',
  'error.storage.too_many_files':
    'Sie haben so viele Dateien angehängt, wie Ihr Konto behalten kann. Bitten Sie uns, nicht mehr benötigte zu entfernen.',
  'error.storage.object_exists':
    'Eine Datei mit diesem Namen gibt es schon. Benennen Sie die Datei um und versuchen Sie es noch einmal.',
  'error.storage.bucket_exists': 'Diesen Speicherbereich gibt es bereits.',
  'error.storage.bucket_not_empty':
    'Dieser Speicherbereich enthält noch Dateien. Entfernen Sie diese zuerst.',
  'error.storage.invalid_signature':
    'Dieser Dateilink ist ungültig. Öffnen Sie die Datei erneut von ihrer Seite aus.',
  'error.storage.url_expired':
    'Dieser Dateilink ist abgelaufen. Öffnen Sie die Datei erneut von ihrer Seite aus.',
  'error.people.not_found': 'Diese Person hat hier kein Konto mehr.',
  'error.wallets.invalid_signature':
    'Die Signatur der Wallet konnte nicht geprüft werden. Versuchen Sie es noch einmal und signieren Sie die neue Nachricht in Ihrer Wallet.',
  'error.wallets.taken':
    'Mit dieser Wallet meldet sich ein anderes Konto an. Melden Sie sich mit der Wallet an und entfernen Sie sie dort zuerst.',
  'error.email_change.no_address':
    'Sie melden sich mit einer Telefonnummer oder einer Wallet an: Ihr Konto hat keine E-Mail-Adresse, die sich ändern ließe.',
  'error.email_change.wrong_proof': 'Dieses Passwort oder dieser Code ist nicht richtig.',
  'error.email_change.password_required':
    'Ihr Konto hat ein Passwort: Geben Sie es statt eines Codes ein.',
  'error.email_change.same_address': 'Das ist bereits die Adresse Ihres Kontos.',
  'error.email_change.link_invalid':
    'Dieser Link ist abgelaufen oder wurde schon verwendet. Fordern Sie in Ihrem Konto einen neuen an.',
  'error.email_change.address_taken':
    'Ein anderes Konto verwendet diese Adresse inzwischen, daher wurde Ihre nicht geändert.',
  'error.wallets.last_sign_in':
    'Diese Wallet ist der einzige Zugang zu Ihrem Konto. Verknüpfen Sie zuerst eine andere Wallet oder behalten Sie diese.',
  'error.people.last_admin':
    'Es muss immer einen aktiven Admin geben: Machen Sie zuerst jemand anderen zum Admin.',
  'error.people.cannot_ban_self':
    'Sie können Ihr eigenes Konto nicht sperren. Ein anderer Admin kann es.',
  'error.people.no_pending_request': 'Diese Person hat keine offene Anfrage auf Mitarbeiterzugang.',
  'error.people.not_banned': 'Dieses Konto ist nicht gesperrt.',
  'error.people.email_taken': 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto.',
  'error.people.cannot_erase_self': 'Löschen Sie Ihr eigenes Konto in Ihrer Übersicht, nicht hier.',
  'error.people.staff_erase_themselves':
    'Konten von Mitarbeitenden löscht ein Admin in der Personenliste.',
  'error.people.erasure_blocked':
    'Eine Ihrer Buchungen kann nicht mehr online storniert werden. Wenden Sie sich an das Geschäft oder löschen Sie Ihr Konto danach.',
  'error.api_keys.invalid':
    'Dieser API-Schlüssel ist ungültig: unbekannt, widerrufen oder abgelaufen.',
  'error.api_keys.scope': 'Dieser API-Schlüssel darf das nicht.',
  'error.api_keys.not_found': 'Diesen API-Schlüssel gibt es nicht mehr.',
  'error.api_keys.revoked': 'Dieser API-Schlüssel ist bereits widerrufen.',
  'error.calendar_feeds.not_found':
    'Diese Kalenderadresse funktioniert nicht mehr: Sie wurde erneuert oder abgeschaltet.',
  'error.webhooks.not_found': 'Dieser Webhook existiert nicht mehr.',
  'error.webhooks.delivery_not_found': 'Diese Zustellung existiert nicht mehr.',
  'error.webhooks.address_refused':
    'An diese URL kann nicht zugestellt werden: Verwenden Sie https:// und eine öffentliche Adresse, keine aus einem privaten Netz.',
  'error.calendar_sync.not_connected': 'Mit dieser Ressource ist kein Kalender verbunden.',
  'error.calendar_sync.address_refused':
    'Diese Adresse geht nicht: Nutzen Sie https und einen Kalender im Internet, nicht in einem privaten Netz.',
  'error.calendar_sync.unreachable':
    'Der Kalenderserver war nicht erreichbar oder antwortete nicht wie ein CalDAV-Server. Prüfen Sie die Adresse.',
  'error.calendar_sync.refused':
    'Der Kalenderserver hat Benutzername oder Passwort abgelehnt. Eventuell ist ein App-Passwort nötig.',
  'error.calendar_sync.not_a_calendar':
    'Der Server hat geantwortet, aber unter dieser Adresse ist kein Kalender. Geben Sie die Adresse des Kalenders selbst an.',
  'error.data_export.too_many':
    'Sie haben diese Daten heute zu oft angefordert. Bitte versuchen Sie es später noch einmal.',
  'error.data_export.not_ready':
    'Dieser Download ist noch nicht bereit. Wir senden Ihnen eine E-Mail, sobald er bereit ist.',
  'error.data_export.expired':
    'Dieser Download ist abgelaufen und wurde gelöscht. Bereiten Sie einen neuen vor.',
  'error.sso_providers.not_found': 'Dieser Anmeldeanbieter wurde bereits entfernt.',
  'error.sso_providers.domain_taken':
    'Für diese E-Mail-Domain gibt es bereits einen Anmeldeanbieter.',
  'error.sso_providers.discovery_failed':
    'Die Einstellungen des Anbieters konnten nicht von seiner Adresse gelesen werden. Prüfen Sie die Adresse und ob ihr Ursprung in TRUSTED_ORIGINS steht.',
  'error.audit.invalid_cursor':
    'Diese Liste kann nicht fortgesetzt werden. Laden Sie die Seite neu.',
  'error.network_error':
    'Wir konnten den Server nicht erreichen. Prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
} satisfies CatalogueOf<ErrorMessages>
