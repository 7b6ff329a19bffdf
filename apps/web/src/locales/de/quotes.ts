import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { QuoteMessages } from '../en/quotes.ts'

export const messages = {
  // A quote's status
  'quoteStatus.requested': 'Angefragt',
  'quoteStatus.offered': 'Angebot erstellt',
  'quoteStatus.accepted': 'Angenommen',
  'quoteStatus.declined': 'Abgelehnt',
  'quoteStatus.expired': 'Abgelaufen',
  'quoteStatus.rejected': 'Abgesagt',
  'quoteStatus.withdrawn': 'Zurückgezogen',

  // /quote
  'quotePage.askTitle': 'Angebot anfragen',
  'quotePage.askDescription':
    'Sagen Sie uns, was Sie brauchen, wann und für wie viele Personen – gern mit Fotos oder Dokumenten. Wir antworten mit einem Preis, den Sie online annehmen können.',
  'quotePage.howLabel': 'So funktionieren Angebote',
  'quotePage.howTitle': 'So funktioniert es',
  'quotePage.howStep1': 'Sie beschreiben uns den Auftrag.',
  'quotePage.howStep2': 'Wir antworten per E-Mail mit einem Preis und oft auch mit einem Termin.',
  'quotePage.howStep3':
    'Sie nehmen das Angebot online an, und der Auftrag ist gebucht – oder Sie lehnen es ab. Sie können uns jederzeit dazu schreiben.',
  'quotePage.seeQuotes': 'Ihre Anfragen ansehen',
  'quotePage.inPersonTitle': 'Lieber persönlich fragen?',
  'quotePage.quoteTitle': 'Anfrage {reference}',
  'quotePage.yourQuote': 'Ihre Anfrage',
  'quotePage.yourQuoteDescription':
    'Was Sie angefragt haben, unser Angebot und was Sie jetzt tun können.',
  'quotePage.badReference':
    'Dieser Link enthält keine gültige Anfragenummer (sie sieht aus wie QTE-7K3F9Q). Öffnen Sie den Link aus unserer E-Mail oder suchen Sie die Anfrage in Ihrer Übersicht.',
  'quotePage.toDashboard': 'Zu Ihrer Übersicht',

  // The request form
  'quoteForm.label': 'Angebot anfragen',
  'quoteForm.visitorNote':
    'Sie können das Formular schon jetzt ausfüllen. Beim Absenden bitten wir Sie, sich anzumelden oder ein Konto anzulegen; Ihre Eingaben bleiben erhalten.',
  'quoteForm.welcomeBack':
    'Willkommen zurück: Hier ist, was Sie eingegeben haben. Prüfen Sie es und senden Sie Ihre Anfrage ab.',
  'quoteForm.lostFilesTitle': 'Bitte fügen Sie Ihre Dateien erneut hinzu',
  'quoteForm.lostFilesText':
    'Dateien können während der Anmeldung nicht aufbewahrt werden. Sie hatten ausgewählt: {names}.',
  'quoteForm.dismiss': 'Schließen',
  'quoteForm.service': 'Leistung',
  'quoteForm.serviceHelp': 'Welcher Leistung der Auftrag am nächsten kommt, falls Sie es wissen.',
  'quoteForm.serviceUnsure': 'Nicht sicher oder etwas anderes',
  'quoteForm.title': 'Was brauchen Sie?',
  'quoteForm.titleHelp': 'Ein paar Worte, z. B. „Ein Reiserad für eine lange Tour“.',
  'quoteForm.titleShort': 'Sagen Sie in ein paar Worten, was Sie brauchen',
  'quoteForm.details': 'Details',
  'quoteForm.detailsHelp': 'Was Sie sich vorstellen, Maße, Budget – alles, was wir wissen sollten.',
  'quoteForm.detailsShort': 'Beschreiben Sie den Auftrag in ein, zwei Sätzen',
  'quoteForm.dates': 'Wunschtermine',
  'quoteForm.datesHelp': 'Optional; bis zu {count}.',
  'quoteForm.addDate': 'Datum hinzufügen',
  'quoteForm.chooseDateFirst': 'Wählen Sie zuerst ein Datum',
  'quoteForm.tooManyDates': {
    one: 'Wählen Sie höchstens {count} Termin',
    other: 'Wählen Sie höchstens {count} Termine',
  },
  'quoteForm.datesChosen': 'Gewählte Wunschtermine',
  'quoteForm.removeDate': '{date} entfernen',
  'quoteForm.partySize': 'Anzahl der Personen',
  'quoteForm.partySizeHelp': 'Für wen der Auftrag ist oder wie viele kommen.',
  'quoteForm.partySizeRange': 'Geben Sie eine Personenzahl von {min} bis {max} ein',
  'quoteForm.send': 'Anfrage senden',
  'quoteForm.signInToSend': 'Zum Senden anmelden',
  'quoteForm.sent':
    'Ihre Anfrage {reference} ist gesendet. Wir antworten mit einem Preis per E-Mail und in Ihrer Übersicht.',
  'quoteForm.yourFiles': 'Ihre Dateien',
  'quoteForm.sendingFiles':
    'Ihre Dateien werden gesendet. Bitte lassen Sie diese Seite geöffnet, bis sie hochgeladen sind.',
  'quoteForm.seeRequest': 'Ihre Anfrage ansehen',
  'quoteForm.toDashboard': 'Zu Ihrer Übersicht',

  // Choosing, sending and opening files
  'quoteFiles.label': 'Fotos oder Dokumente',
  'quoteFiles.addLabel': 'Fotos oder Dokumente hinzufügen',
  'quoteFiles.help': {
    one: 'Optional. Fotos (JPEG, PNG, WebP, HEIC), PDF oder reiner Text, je bis zu 10 MB; höchstens {count} Datei.',
    other:
      'Optional. Fotos (JPEG, PNG, WebP, HEIC), PDF oder reiner Text, je bis zu 10 MB; höchstens {count} Dateien.',
  },
  'quoteFiles.helpAttached': {
    one: 'Optional. Fotos (JPEG, PNG, WebP, HEIC), PDF oder reiner Text, je bis zu 10 MB; höchstens {count} Datei ({attached} bereits angehängt).',
    other:
      'Optional. Fotos (JPEG, PNG, WebP, HEIC), PDF oder reiner Text, je bis zu 10 MB; höchstens {count} Dateien ({attached} bereits angehängt).',
  },
  'quoteFiles.chosen': 'Ausgewählte Dateien',
  'quoteFiles.remove': '{name} entfernen',
  'quoteFiles.refused': '{name}: {reason}',
  'quoteFiles.add': 'Dateien hinzufügen',
  'quoteFiles.addMore': 'Weitere Dateien hinzufügen',
  'quoteFiles.wrongType':
    'Dieser Dateityp kann nicht angehängt werden: Verwenden Sie ein Foto, eine PDF- oder eine Textdatei.',
  'quoteFiles.tooLarge': 'Diese Datei ist größer als 10 MB.',
  'quoteFiles.empty': 'Diese Datei ist leer.',
  'quoteFiles.tooMany': {
    one: 'Es kann höchstens {count} Datei angehängt werden.',
    other: 'Es können höchstens {count} Dateien angehängt werden.',
  },
  'quoteFiles.upload': { one: 'Datei hochladen', other: '{count} Dateien hochladen' },
  'quoteFiles.list': 'Dateien',
  'quoteFiles.waiting': 'Wartet',
  'quoteFiles.uploaded': 'Hochgeladen',
  'quoteFiles.notUploaded': 'Nicht hochgeladen',
  'quoteFiles.progress': 'Hochladen von {name}',
  'quoteFiles.tryAgain': 'Erneut versuchen',
  'quoteFiles.tryAgainLabel': 'Erneut versuchen: {name}',
  'quoteFiles.none': 'Keine Dateien angehängt.',
  'quoteFiles.open': 'Öffnen',
  'quoteFiles.openLabel': 'Öffnen: {name}',

  // The customer's quotes
  'quoteList.subject': 'Ihre Anfragen',
  'quoteList.noneTitle': 'Sie haben noch kein Angebot angefragt.',
  'quoteList.noneText':
    'Für einen Auftrag, der einen eigenen Preis braucht: Sagen Sie uns, was Sie brauchen, und wir antworten mit einem Angebot, das Sie online annehmen können.',
  'quoteList.ask': 'Angebot anfragen',
  'quoteList.open': 'Offen',
  'quoteList.askAnother': 'Weiteres Angebot anfragen',
  'quoteList.noneOpen': 'Keine Anfrage wartet auf einen Preis oder auf Ihre Antwort.',
  'quoteList.closed': 'Angenommen und abgeschlossen',
  'quoteList.oneSubject': 'diese Anfrage',
  'quoteList.notFound':
    'Wir konnten die Anfrage {reference} in Ihrem Konto nicht finden. Sie gehört vielleicht zu einem anderen Konto.',
  'quoteList.seeQuotes': 'Ihre Anfragen ansehen',

  // One of the customer's quotes
  'quoteCard.askedOn': '{reference} · angefragt am {date}',
  'quoteCard.noteRequested': 'Wir sehen uns Ihre Anfrage an und antworten mit einem Preis.',
  'quoteCard.noteOffered':
    'Nehmen Sie das Angebot an, um den Auftrag zu buchen, oder lehnen Sie es ab.',
  'quoteCard.noteAccepted': 'Sie haben dieses Angebot angenommen, und der Auftrag ist gebucht.',
  'quoteCard.noteDeclined': 'Sie haben dieses Angebot abgelehnt.',
  'quoteCard.noteExpired':
    'Dieses Angebot ist abgelaufen. Schreiben Sie uns, wenn Sie den Auftrag trotzdem erledigt haben möchten.',
  'quoteCard.noteRejected':
    'Es tut uns leid: Diesen Auftrag können wir nicht übernehmen. Wir haben Ihnen dazu eine E-Mail geschrieben.',
  'quoteCard.noteWithdrawn': 'Sie haben diese Anfrage zurückgezogen.',
  'quoteCard.ourOffer': 'Unser Angebot',
  'quoteCard.theOffer': 'Das Angebot',
  'quoteCard.viewBooking': 'Buchung {reference} ansehen',
  'quoteCard.decline': 'Angebot ablehnen',
  'quoteCard.declineTitle': 'Dieses Angebot ablehnen?',
  'quoteCard.declineText':
    'Wir buchen {title} ({reference}) nicht zu diesem Preis. Sie können uns danach trotzdem schreiben.',
  'quoteCard.declineConfirm': 'Ja, ablehnen',
  'quoteCard.declineKeep': 'Angebot behalten',
  'quoteCard.declined': 'Sie haben das Angebot zu {reference} abgelehnt.',
  'quoteCard.withdraw': 'Anfrage zurückziehen',
  'quoteCard.withdrawTitle': 'Diese Anfrage zurückziehen?',
  'quoteCard.withdrawText':
    '{title} ({reference}) wird geschlossen. Das lässt sich nicht rückgängig machen; Sie können jederzeit ein neues Angebot anfragen.',
  'quoteCard.withdrawTextOffer':
    '{title} ({reference}) wird mit dem Angebot geschlossen. Das lässt sich nicht rückgängig machen; Sie können jederzeit ein neues Angebot anfragen.',
  'quoteCard.withdrawConfirm': 'Ja, zurückziehen',
  'quoteCard.withdrawKeep': 'Anfrage behalten',
  'quoteCard.withdrawn': 'Ihre Anfrage {reference} ist zurückgezogen.',
  'quoteCard.showDetails': 'Details und Nachrichten ({count})',
  'quoteCard.hideDetails': 'Details ausblenden',
  'quoteCard.yourRequest': 'Ihre Anfrage',
  'quoteCard.files': 'Dateien',
  'quoteCard.messages': 'Nachrichten',

  // Accepting an offer
  'quoteAccept.button': 'Angebot annehmen',
  'quoteAccept.buttonLabel': 'Angebot annehmen: {reference}',
  'quoteAccept.what': '{price} für {service} ({reference}: {title}), {duration}.',
  'quoteAccept.whatWith':
    '{price} für {service} ({reference}: {title}), {duration} mit {resource}.',
  'quoteAccept.chooseTitle': 'Angebot annehmen: Zeit wählen',
  'quoteAccept.chooseIntro':
    'Wählen Sie, wann der Auftrag erledigt werden soll. Mit der Annahme wird diese Zeit gebucht.',
  'quoteAccept.chosen': 'Zeit: {time}',
  'quoteAccept.chooseHint': 'Wählen Sie einen Tag, dann eine Uhrzeit.',
  'quoteAccept.title': 'Dieses Angebot annehmen?',
  'quoteAccept.books': 'Mit der Annahme wird {start} ({zone}) für Sie gebucht.',
  'quoteAccept.booksUntil': 'Mit der Annahme wird {start} bis {end} ({zone}) für Sie gebucht.',
  'quoteAccept.notNow': 'Nicht jetzt',
  'quoteAccept.confirm': 'Annehmen und buchen',
  'quoteAccept.chooseAnother': '{problem} Bitte wählen Sie eine andere Zeit.',
  'quoteAccept.proposedGone':
    '{problem} Dieses Angebot kann für diese Zeit nicht mehr angenommen werden; Ihre Anfrage bleibt offen. Schreiben Sie uns, und wir bieten Ihnen eine andere Zeit an.',

  // The messages about a quote
  'quoteThread.none': 'Noch keine Nachrichten.',
  'quoteThread.you': 'Sie',
  'quoteThread.staffAuthor': '{name} (Team)',
  'quoteThread.customerAuthor': '{name} (Kunde)',
  'quoteThread.formLabel': 'Nachricht zu {reference}',
  'quoteThread.toBusiness': 'Schreiben Sie uns',
  'quoteThread.toCustomer': 'An den Kunden schreiben',
  'quoteThread.bodyEmpty': 'Schreiben Sie eine Nachricht',
  'quoteThread.send': 'Nachricht senden',

  // What was asked for and what was offered
  'quoteFacts.customer': 'Kunde',
  'quoteFacts.service': 'Leistung',
  'quoteFacts.notChosen': 'Nicht gewählt',
  'quoteFacts.people': 'Personen',
  'quoteFacts.dates': 'Wunschtermine',
  'quoteFacts.anyTime': 'Jederzeit',
  'quoteFacts.askedOn': 'Angefragt am',
  'quoteFacts.details': 'Details',
  'quoteFacts.price': 'Preis',
  'quoteFacts.bookedAs': 'Gebucht als',
  'quoteFacts.time': 'Zeit',
  'quoteFacts.proposed': '{start} ({zone})',
  'quoteFacts.proposedUntil': '{start} bis {end} ({zone})',
  'quoteFacts.youChoose': 'Sie wählen eine Zeit, wenn Sie annehmen',
  'quoteFacts.customerChooses': 'Der Kunde wählt bei der Annahme eine Zeit',
  'quoteFacts.validUntil': 'Gültig bis',
  'quoteFacts.validUntilWhen': '{date} ({zone})',
  'quoteFacts.message': 'Nachricht',

  // The staff's quote inbox
  'quoteInbox.subject': 'die Anfragen',
  'quoteInbox.tabNew': 'Neu',
  'quoteInbox.tabOffered': 'Angeboten',
  'quoteInbox.tabAccepted': 'Angenommen',
  'quoteInbox.tabClosed': 'Abgeschlossen',
  'quoteInbox.tabAll': 'Alle',
  'quoteInbox.listNew': 'Neue Anfragen',
  'quoteInbox.listOffered': 'Angebotene Anfragen',
  'quoteInbox.listAccepted': 'Angenommene Anfragen',
  'quoteInbox.listClosed': 'Abgeschlossene Anfragen',
  'quoteInbox.listAll': 'Alle Anfragen',
  'quoteInbox.emptyNew': 'Keine Anfrage wartet auf einen Preis.',
  'quoteInbox.emptyOffered': 'Kein Angebot wartet auf eine Antwort.',
  'quoteInbox.emptyAccepted': 'Noch kein Angebot angenommen.',
  'quoteInbox.emptyClosed': 'Noch nichts abgeschlossen.',
  'quoteInbox.emptyAll': 'Noch keine Anfragen.',
  'quoteInbox.showAll': 'Alle {count} anzeigen',
  'quoteInbox.showFewer': 'Weniger anzeigen',
  'quoteInbox.openHint':
    'Öffnen Sie eine Anfrage, um sie anzusehen, ein Angebot zu machen oder zu antworten.',
  'quoteInbox.people': { one: '{count} Person', other: '{count} Personen' },
  'quoteInbox.prefers': 'Wunsch: {date}',
  'quoteInbox.prefersMore': 'Wunsch: {date} +{more}',
  'quoteInbox.files': { one: '{count} Datei', other: '{count} Dateien' },
  'quoteInbox.messages': { one: '{count} Nachricht', other: '{count} Nachrichten' },
  'quoteInbox.filesTitle': 'Dateien',
  'quoteInbox.currentOffer': 'Aktuelles Angebot',
  'quoteInbox.theOffer': 'Das Angebot',
  'quoteInbox.booked': 'Gebucht: {reference}',
  'quoteInbox.makeOffer': 'Angebot machen',
  'quoteInbox.reviseOffer': 'Angebot überarbeiten',
  'quoteInbox.offerSent': 'Angebot an {name} gesendet ({reference}).',
  'quoteInbox.revisedOfferSent': 'Überarbeitetes Angebot an {name} gesendet ({reference}).',
  'quoteInbox.keepOffer': 'Aktuelles Angebot behalten',
  'quoteInbox.turnedDown': '{reference} ist abgesagt; {name} wird per E-Mail benachrichtigt.',
  'quoteInbox.messagesTitle': 'Nachrichten',

  // Turning a request down
  'quoteReject.button': 'Absagen',
  'quoteReject.title': 'Diese Anfrage absagen?',
  'quoteReject.text':
    '{name} erfährt per E-Mail, dass {reference} nicht übernommen werden kann. Das lässt sich nicht rückgängig machen.',
  'quoteReject.textOffer':
    '{name} erfährt per E-Mail, dass {reference} nicht übernommen werden kann, und das Angebot wird zurückgezogen. Das lässt sich nicht rückgängig machen.',
  'quoteReject.confirm': 'Ja, absagen',
  'quoteReject.keep': 'Offen lassen',
  'quoteReject.message': 'Nachricht an den Kunden',
  'quoteReject.messageHelp': 'Optional: warum, oder wer stattdessen helfen könnte.',

  // Making or revising an offer
  'quoteOffer.makeLabel': 'Angebot machen',
  'quoteOffer.reviseLabel': 'Angebot überarbeiten',
  'quoteOffer.price': 'Preis ({currency})',
  'quoteOffer.priceHelp': 'Was der Kunde für den gesamten Auftrag zahlt.',
  'quoteOffer.priceRequired': 'Geben Sie einen Preis ein',
  'quoteOffer.priceNegative': 'Ein Preis kann nicht negativ sein',
  'quoteOffer.priceUnreadable': 'Geben Sie einen Betrag wie {example} ein',
  'quoteOffer.validUntil': 'Gültig bis',
  'quoteOffer.validUntilHelp': 'Bis zum Ende dieses Tages ({zone}).',
  'quoteOffer.chooseDate': 'Wählen Sie ein Datum',
  'quoteOffer.notPast': 'Wählen Sie heute oder einen späteren Tag',
  'quoteOffer.bookAs': 'Buchen als',
  'quoteOffer.bookAsHelp': 'Die Leistung, für die die Buchung angelegt wird.',
  'quoteOffer.loadingServices': 'Leistungen werden geladen …',
  'quoteOffer.chooseService': 'Leistung wählen',
  'quoteOffer.serviceRequired': 'Wählen Sie die Leistung, als die der Auftrag gebucht wird',
  'quoteOffer.length': 'Dauer des Auftrags',
  'quoteOffer.lengthHelp': 'Leer: die eigene Dauer der Leistung, {duration}.',
  'quoteOffer.lengthHelpAny': 'Leer: die eigene Dauer der Leistung.',
  'quoteOffer.who': 'Wer es macht',
  'quoteOffer.whoHelp': 'Die Buchung wird für diese Person oder Ressource angelegt.',
  'quoteOffer.whoever': 'Wer gerade frei ist',
  'quoteOffer.time': 'Zeit des Auftrags',
  'quoteOffer.customerChooses': 'Der Kunde wählt bei der Annahme eine freie Zeit',
  'quoteOffer.propose': 'Eine Zeit vorschlagen',
  'quoteOffer.serviceFirst': 'Wählen Sie zuerst die Leistung: Die freien Zeiten hängen von ihr ab.',
  'quoteOffer.proposedNow':
    'Derzeit vorgeschlagen: {when} ({zone}). Wählen Sie eine andere Zeit, um sie zu ändern.',
  'quoteOffer.slotRequired': 'Wählen Sie eine der freien Zeiten',
  'quoteOffer.message': 'Nachricht an den Kunden',
  'quoteOffer.messageHelp': 'Optional: was der Preis umfasst und was der Kunde wissen sollte.',
  'quoteOffer.send': 'Angebot senden',
  'quoteOffer.sendRevised': 'Überarbeitetes Angebot senden',

  // A free time for an offer
  'quoteSlots.day': 'Tag',
  'quoteSlots.legend': 'Freie Zeiten ({zone})',
  'quoteSlots.legendDay': 'Freie Zeiten am {date} ({zone})',
  'quoteSlots.waiting': 'Wählen Sie einen Tag ab heute.',
  'quoteSlots.empty': 'An diesem Tag gibt es keine freien Zeiten. Versuchen Sie einen anderen.',

  // Errors the quote screens word their own way
  'quoteErrors.notFound':
    'Wir konnten diese Anfrage nicht finden. Sie gehört vielleicht zu einem anderen Konto.',
  'quoteErrors.slotTaken': 'Jemand anderes hat diese Zeit gerade gebucht.',
  'quoteErrors.notASlot':
    'Diese Zeit kann nicht mehr gebucht werden: Sie ist zu bald, zu weit im Voraus oder außerhalb der Öffnungszeiten.',
  'quoteErrors.tooManySeats':
    'Zu dieser Zeit gibt es nicht genug Plätze für alle Personen der Anfrage.',

  // A visitor's request and the quote link's page (decision 045)
  'guestQuote.visitorNote':
    'Sie können dies ohne Konto senden: Wir bestätigen Ihre E-Mail-Adresse zuerst mit einem Code. Dateien können Sie hinzufügen, sobald Sie ein Konto haben.',
  'guestQuote.aboutYou': 'Über Sie',
  'guestQuote.name': 'Ihr Name',
  'guestQuote.email': 'E-Mail-Adresse',
  'guestQuote.emailHint':
    'Wir senden hierher einen Code zur Bestätigung, danach das Angebot und unsere Nachrichten.',
  'guestQuote.phone': 'Telefonnummer',
  'guestQuote.phoneOptional': 'Freiwillig',
  'guestQuote.phoneRequired': 'Das Geschäft bittet darum',
  'guestQuote.sendCode': 'Code senden',
  'guestQuote.orSignIn': 'Sie haben ein Konto? Melden Sie sich an und senden Sie es von dort.',
  'guestQuote.checkMail': 'Prüfen Sie Ihre E-Mails',
  'guestQuote.sent':
    'Wir haben einen sechsstelligen Code an {email} gesendet. Ihre Anfrage wird gesendet, sobald Sie ihn hier eingeben.',
  'guestQuote.code': 'Code aus der E-Mail',
  'guestQuote.codeForm': 'Bestätigen Sie Ihre Adresse',
  'guestQuote.confirm': 'Meine Anfrage senden',
  'guestQuote.startAgain': 'Neu beginnen',
  'guestQuote.enterEmail': 'Geben Sie Ihre E-Mail-Adresse ein',
  'quoteLink.title': 'Ihr Angebot',
  'quoteLink.noLinkTitle': 'Diese Seite braucht den Link aus Ihrer E-Mail',
  'quoteLink.noLinkText': 'Öffnen Sie den Link in der neuesten E-Mail zu Ihrem Angebot.',
  'quoteLink.linkRefused': 'Dieser Link öffnet jetzt kein Angebot',
  'quoteLink.loadFailed': 'Dieses Angebot konnte nicht geladen werden',
  'quoteLink.intro':
    'Diese Seite ist Ihr Schlüssel zum Angebot: Bewahren Sie die E-Mail mit dem Link auf. Wer den Link hat, kann auf das Angebot antworten.',
  'quoteLink.sentTitle': 'Ihre Anfrage ist gesendet',
  'quoteLink.sentText':
    'Wir haben Ihre Anfrage {reference}. Wir antworten per E-Mail, und deren Link bringt Sie hierher zurück.',
  'quoteLink.confirming': 'Ihre Adresse wird bestätigt…',
  'quoteLink.acceptedTitle': 'Gebucht',
  'quoteLink.acceptedText':
    'Ihre Buchung {reference} ist gemacht. Hier können Sie sie ansehen, verschieben oder stornieren:',
  'quoteLink.openBooking': 'Buchung öffnen',
  'quoteLink.sendNew': 'Dem Kunden einen neuen Link senden',
  'quoteLink.sendNewFor': 'Dem Kunden einen neuen Link senden, für Anfrage {reference}',
  'quoteLink.sent': 'Gesendet. Links in früheren E-Mails funktionieren nicht mehr.',
} satisfies CatalogueOf<QuoteMessages>
