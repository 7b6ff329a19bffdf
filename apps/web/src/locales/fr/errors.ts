import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { ErrorMessages } from '../en/errors.ts'

export const messages = {
  'error.page': 'Un problème est survenu sur cette page. Veuillez réessayer.',
  'error.ourSide': 'Un problème est survenu de notre côté. Réessayez dans un instant.',
  'error.signedOut': 'Vous avez été déconnecté. Reconnectez-vous pour continuer.',
  'error.wrongCode': 'Ce code n’est pas le bon. Vérifiez-le et réessayez.',
  'error.expiredCode': 'Ce code a expiré. Demandez-en un nouveau et réessayez.',
  'error.accountExists':
    'Un compte existe déjà avec cette adresse e-mail ou ce numéro de téléphone. Connectez-vous, ou réinitialisez le mot de passe si vous l’avez oublié.',
  'error.invalid_phone_number':
    'Ce n’est pas un numéro de téléphone. Vérifiez-le, ou écrivez-le avec + et l’indicatif du pays.',
  'error.invalid_phone_number.examples':
    'Ce n’est pas un numéro de téléphone. Écrivez-le tel que vous le composez ici, par ex. {national}, ou avec + et l’indicatif du pays, par ex. {international}.',
  'error.auth.invalid_origin':
    'Ce serveur n’accepte pas les connexions depuis {origin}. Ouvrez Reserva à l’adresse qui vous a été donnée, ou demandez à la personne qui l’administre de régler PUBLIC_URL sur cette adresse ou de l’ajouter à TRUSTED_ORIGINS.',
  'error.auth.invalid_origin.here': 'cette adresse',
  'error.rate_limited': 'Trop de tentatives. Réessayez dans {wait}.',
  'error.bookings.cutoff_passed':
    'Il est trop tard pour modifier cette réservation en ligne : elle peut l’être jusqu’à {span} avant son début. Merci de nous appeler.',
  'error.auth.sessionMissingSeed': 'Session d’authentification absente !',
  'error.auth.sessionOrUserMissingSeed': 'Session ou utilisateur d’authentification absent',
  'error.validation_failed':
    'Certaines informations sont à corriger : voyez les remarques à côté des champs.',
  'error.bad_request': 'Certaines informations ne sont pas valides. Vérifiez-les et réessayez.',
  'error.forbidden': 'Votre compte n’est pas autorisé à faire cela.',
  'error.not_found':
    'Cet élément n’existe plus ; quelqu’un vient peut-être de le modifier. Rechargez la page.',
  'error.conflict': 'Cet élément a été modifié entre-temps. Rechargez la page et réessayez.',
  'error.request.too_large':
    'Ce que vous avez envoyé est trop volumineux. Envoyez-en moins à la fois et réessayez.',
  'error.auth.invalid_credentials': 'Identifiants de connexion invalides',
  'error.auth.invalid_role':
    'Ce rôle n’existe pas ici : choisissez client, opérateur ou administrateur.',
  'error.auth.phone_number_not_verified':
    'Votre numéro n’est pas encore confirmé : saisissez le code que nous vous avons envoyé par SMS.',
  'error.weak_password': 'Ce mot de passe est trop faible :',
  'error.customers.not_a_customer':
    'Cette adresse e-mail ou ce numéro appartient à un compte professionnel. Utilisez-en un autre, ou réservez pour un client.',
  'error.auth.sso_not_offered':
    'Aucune authentification unique n’est configurée pour cette adresse. Connectez-vous plutôt avec votre adresse e-mail et votre mot de passe.',
  'error.auth.banned_user': 'Ce compte a été suspendu. Veuillez contacter l’entreprise.',
  'error.auth.email_not_verified':
    'Confirmez d’abord votre adresse e-mail : nous vous avons envoyé un nouveau lien. Ouvrez-le pour vous connecter.',
  'error.auth.otp_not_found': 'Aucun code n’attend pour ce numéro. Demandez-en un nouveau.',
  'error.auth.invalid_two_factor_cookie':
    'Cette connexion a pris trop de temps. Veuillez recommencer.',
  'error.auth.too_many_attempts': 'Trop de codes erronés. Demandez-en un nouveau.',
  'error.auth.invalid_token': 'Ce lien a expiré ou a déjà servi. Demandez-en un nouveau.',
  'error.profiles.not_found': 'Votre profil n’est pas encore rempli.',
  'error.bookings.hold_busy':
    'Le créneau que vous avez retenu est en cours de modification dans une autre fenêtre ou un autre onglet. Réessayez dans un instant.',
  'error.bookings.slot_taken':
    'Quelqu’un vient de réserver ce créneau. Veuillez en choisir un autre.',
  'error.bookings.not_a_slot':
    'Ce créneau n’est plus réservable : trop proche, trop lointain ou hors des horaires d’ouverture. Veuillez en choisir un autre.',
  'error.bookings.quote_only':
    'Cette prestation est chiffrée au cas par cas et ne peut pas être réservée en ligne. Demandez plutôt un devis.',
  'error.bookings.too_many_seats':
    'Il n’y a pas assez de places pour autant de personnes. Choisissez moins de places, ou un autre créneau.',
  'error.bookings.unknown_service':
    'Cette prestation n’est plus proposée. Veuillez en choisir une autre.',
  'error.bookings.unknown_customer':
    'Ce compte client n’existe plus. Choisissez à nouveau le client.',
  'error.bookings.customer_banned':
    'Ce compte est bloqué : personne ne peut réserver pour lui. Choisissez un autre client.',
  'error.bookings.not_a_customer':
    'C’est un compte professionnel. On ne peut réserver que pour des clients : choisissez un client.',
  'error.bookings.unknown_resource':
    'Cette ressource ne propose pas cette prestation, ou n’est plus utilisée. Choisissez une autre ressource, ou n’importe laquelle de libre.',
  'error.bookings.idempotency_key_reused':
    'Votre réservation a changé pendant l’envoi. Vérifiez les informations et confirmez à nouveau.',
  'error.bookings.invalid_transition':
    'Cette réservation a déjà changé (elle a peut-être été annulée ou terminée). Nous l’avons actualisée.',
  'error.bookings.link_invalid':
    'Ce lien n’ouvre aucune réservation. Copiez le lien complet depuis l’e-mail, ou connectez-vous pour voir vos réservations.',
  'error.bookings.link_replaced':
    'Un lien plus récent vers cette réservation a été envoyé. Utilisez celui du dernier e-mail à son sujet.',
  'error.bookings.link_expired':
    'Cette réservation est passée ou a été annulée : son lien ne fonctionne plus. Connectez-vous pour voir vos réservations.',
  'error.quotes.link_invalid':
    'Ce lien n’ouvre aucun devis. Vérifiez qu’il est complet, ou utilisez celui du dernier e-mail.',
  'error.quotes.link_replaced':
    'Un lien plus récent vers ce devis a été envoyé : utilisez celui du dernier e-mail.',
  'error.quotes.link_expired':
    'Ce devis a été clos il y a un moment : son lien ne fonctionne plus.',
  'error.guests.not_offered':
    'La réservation sans compte n’est pas proposée ici. Connectez-vous ou créez un compte pour réserver.',
  'error.guests.confirmation_invalid':
    'Ce lien de confirmation est incomplet. Ouvrez-le à nouveau depuis l’e-mail, ou réservez une nouvelle fois.',
  'error.guests.code_wrong': {
    one: 'Ce code n’est pas le bon. Vérifiez l’e-mail et réessayez (encore {count} essai).',
    many: 'Ce code n’est pas le bon. Vérifiez l’e-mail et réessayez (encore {count} d’essais).',
    other: 'Ce code n’est pas le bon. Vérifiez l’e-mail et réessayez (encore {count} essais).',
  },
  'error.guests.confirmation_expired':
    'Cette confirmation a expiré, ou trop de codes erronés ont été saisis. Choisissez à nouveau votre créneau.',
  'error.bookings.not_started':
    'Cette réservation n’a pas encore commencé : terminez-la ou signalez une absence une fois qu’elle aura commencé.',
  'error.bookings.override_needs_resource':
    'Choisissez avec qui ou quoi se fait la réservation : un horaire hors de l’offre porte sur une seule ressource.',
  'error.bookings.override_too_early':
    'Une réservation hors des créneaux proposés peut commencer au plus tôt il y a 12 heures. Choisissez un début plus tardif.',
  'error.bookings.undo_expired':
    'Il est trop tard pour annuler : une fin ou une absence peut être annulée pendant 15 minutes après avoir été signalée.',
  'error.catalogue.unknown_resource':
    'L’une des ressources choisies n’existe plus. Rechargez la page et choisissez à nouveau.',
  'error.catalogue.covers_bookings':
    'Certaines réservations tombent en dehors de cette plage. Déplacez-les ou annulez-les, ou enregistrez quand même.',
  'error.catalogue.time_off_exists': 'Une absence couvre déjà toute cette période.',
  'error.quotes.unknown_service': 'Cette prestation n’est plus proposée. Choisissez-en une autre.',
  'error.quotes.invalid_transition':
    'Ce devis a changé entre-temps (l’offre a peut-être expiré, ou reçu une réponse). Il affiche maintenant son état actuel.',
  'error.quotes.start_required': 'Choisissez d’abord un horaire pour l’intervention.',
  'error.quotes.too_many_attachments':
    'Ce devis contient déjà autant de fichiers qu’il peut en accueillir (5).',
  'error.storage.not_found': 'Ce fichier n’existe plus.',
  'error.storage.invalid_path':
    'Ce nom de fichier ne peut pas être utilisé. Renommez le fichier et réessayez.',
  'error.storage.missing_file': 'Choisissez d’abord un fichier à joindre.',
  'error.storage.too_large': 'Ce fichier est trop volumineux : la limite est de 10 Mo.',
  'error.storage.type_not_allowed':
    'Ce type de fichier ne peut pas être joint : utilisez une photo, un PDF ou un fichier texte.',
  'error.storage.quota_exceeded':
    'Ensemble, vos fichiers dépasseraient l’espace de votre compte. Demandez-nous de supprimer ceux dont vous n’avez plus besoin.',
  'error.storage.too_many_files':
    'Vous avez joint autant de fichiers que votre compte peut en garder. Demandez-nous de supprimer ceux dont vous n’avez plus besoin.',
  'error.storage.object_exists': 'Un fichier porte déjà ce nom. Renommez le fichier et réessayez.',
  'error.storage.bucket_exists': 'Cet espace de stockage existe déjà.',
  'error.storage.bucket_not_empty':
    'Cet espace de stockage contient encore des fichiers. Supprimez-les d’abord.',
  'error.storage.invalid_signature':
    'Ce lien de fichier n’est pas valide. Rouvrez le fichier depuis sa page.',
  'error.storage.url_expired': 'Ce lien de fichier a expiré. Rouvrez le fichier depuis sa page.',
  'error.people.not_found': 'Cette personne n’a plus de compte ici.',
  'error.wallets.invalid_signature':
    'La signature du portefeuille n’a pas pu être vérifiée. Réessayez et signez le nouveau message dans votre portefeuille.',
  'error.wallets.taken':
    'Ce portefeuille sert à se connecter à un autre compte. Connectez-vous avec lui et retirez-le de ce compte d’abord.',
  'error.email_change.no_address':
    'Vous vous connectez avec un numéro de téléphone ou un portefeuille : votre compte n’a pas d’adresse e-mail à changer.',
  'error.email_change.wrong_proof': 'Ce mot de passe ou ce code n’est pas le bon.',
  'error.email_change.password_required':
    'Votre compte a un mot de passe : saisissez-le plutôt qu’un code.',
  'error.email_change.same_address': 'C’est déjà l’adresse de votre compte.',
  'error.email_change.link_invalid':
    'Ce lien a expiré ou a déjà servi. Demandez-en un nouveau depuis votre compte.',
  'error.email_change.address_taken':
    'Un autre compte utilise maintenant cette adresse : la vôtre n’a pas été changée.',
  'error.wallets.last_sign_in':
    'Ce portefeuille est le seul accès à votre compte. Liez d’abord un autre portefeuille, ou gardez celui-ci.',
  'error.people.last_admin':
    'Il doit toujours y avoir un administrateur actif : nommez d’abord quelqu’un d’autre administrateur.',
  'error.people.cannot_ban_self':
    'Vous ne pouvez pas suspendre votre propre compte. Un autre administrateur le peut.',
  'error.people.no_pending_request':
    'Cette personne n’a pas de demande d’accès opérateur en attente.',
  'error.people.not_banned': 'Ce compte n’est pas suspendu.',
  'error.people.email_taken': 'Un compte existe déjà avec cette adresse e-mail.',
  'error.people.cannot_erase_self':
    'Supprimez votre propre compte depuis votre tableau de bord, pas d’ici.',
  'error.people.staff_erase_themselves':
    'Les comptes du personnel sont supprimés par un administrateur, depuis l’écran des personnes.',
  'error.people.erasure_blocked':
    'Une de vos réservations ne peut plus être annulée en ligne. Contactez l’établissement, ou supprimez votre compte après elle.',
  'error.api_keys.invalid': 'Cette clé d’API n’est pas valide : inconnue, révoquée ou expirée.',
  'error.api_keys.scope': 'Cette clé d’API n’a pas le droit de faire cela.',
  'error.api_keys.not_found': 'Cette clé d’API n’existe plus.',
  'error.api_keys.revoked': 'Cette clé d’API est déjà révoquée.',
  'error.calendar_feeds.not_found':
    'Cette adresse de calendrier ne fonctionne plus : elle a été renouvelée ou désactivée.',
  'error.webhooks.not_found': "Ce webhook n'existe plus.",
  'error.webhooks.delivery_not_found': "Cet envoi n'existe plus.",
  'error.webhooks.address_refused':
    "Les envois ne peuvent pas aller à cette URL : utilisez https:// et une adresse publique, pas une adresse d'un réseau privé.",
  'error.calendar_sync.not_connected': 'Aucun agenda n’est connecté à cette ressource.',
  'error.calendar_sync.address_refused':
    'Cette adresse ne peut pas être utilisée : utilisez https et un agenda sur internet, pas sur un réseau privé.',
  'error.calendar_sync.unreachable':
    'Le serveur d’agenda est injoignable, ou n’a pas répondu comme un serveur CalDAV. Vérifiez l’adresse.',
  'error.calendar_sync.refused':
    'Le serveur d’agenda a refusé ce nom d’utilisateur ou ce mot de passe. Un mot de passe d’application est peut-être nécessaire.',
  'error.calendar_sync.not_a_calendar':
    'Le serveur a répondu, mais il n’y a pas d’agenda à cette adresse. Donnez l’adresse de l’agenda lui-même.',
  'error.data_export.too_many':
    'Vous avez demandé ces données trop de fois aujourd’hui. Réessayez plus tard.',
  'error.data_export.not_ready':
    'Ce téléchargement n’est pas encore prêt. Nous vous enverrons un e-mail dès qu’il le sera.',
  'error.data_export.expired':
    'Ce téléchargement a expiré et a été supprimé. Préparez-en un nouveau.',
  'error.sso_providers.not_found': 'Ce fournisseur d’identité a déjà été supprimé.',
  'error.sso_providers.domain_taken':
    'Un fournisseur d’identité existe déjà pour ce domaine de messagerie.',
  'error.sso_providers.discovery_failed':
    'Les réglages du fournisseur n’ont pas pu être lus à son adresse. Vérifiez l’adresse, et que son origine figure dans TRUSTED_ORIGINS.',
  'error.audit.invalid_cursor': 'Cette liste ne peut pas être poursuivie. Rechargez la page.',
  'error.network_error': 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
} satisfies CatalogueOf<ErrorMessages>
