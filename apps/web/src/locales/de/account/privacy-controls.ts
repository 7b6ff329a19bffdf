import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/privacy-controls.ts'

export const messages = {
  'privacy.controls.title': 'Ihre Daten und Ihr Konto',
  'privacy.controls.intro':
    'Mit einem Konto erledigen Sie Folgendes jederzeit selbst, in Ihrer Übersicht:',
  'privacy.controls.details': 'Ihre Angaben einsehen und berichtigen: {where}',
  'privacy.controls.email': 'Ihre E-Mail-Adresse ändern: {where}',
  'privacy.controls.export': 'Eine Kopie aller über Sie gespeicherten Daten herunterladen: {where}',
  'privacy.controls.delete': 'Ihr Konto löschen: {where}',
  'privacy.controls.signedIn': 'Dafür müssen Sie angemeldet sein.',
  'privacy.controls.signIn': 'Anmelden',
  'privacy.controls.guest':
    'Als Gast ohne Konto gebucht? Wenden Sie sich an {name}, wenn Sie Ihre Daten einsehen, berichtigen, als Kopie erhalten oder löschen lassen möchten.',
  'privacy.controls.guestWithEmail':
    'Als Gast ohne Konto gebucht? Wenden Sie sich unter {email} an {name}, wenn Sie Ihre Daten einsehen, berichtigen, als Kopie erhalten oder löschen lassen möchten.',
} satisfies CatalogueOf<typeof english>
