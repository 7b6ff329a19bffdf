import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/privacy-controls.ts'

export const messages = {
  'privacy.controls.title': 'Sus datos y su cuenta',
  'privacy.controls.intro':
    'Con una cuenta, puede hacer esto usted mismo en cualquier momento, desde su panel:',
  'privacy.controls.details': 'Consultar y corregir sus datos: {where}',
  'privacy.controls.email': 'Cambiar su dirección de correo electrónico: {where}',
  'privacy.controls.export': 'Descargar una copia de todo lo que se guarda sobre usted: {where}',
  'privacy.controls.delete': 'Eliminar su cuenta: {where}',
  'privacy.controls.signedIn': 'Para ello debe haber iniciado sesión.',
  'privacy.controls.signIn': 'Iniciar sesión',
  'privacy.controls.guest':
    '¿Reservó sin cuenta? Diríjase a {name} para consultar, corregir, obtener una copia de sus datos o eliminarlos.',
  'privacy.controls.guestWithEmail':
    '¿Reservó sin cuenta? Escriba a {name} en {email} para consultar, corregir, obtener una copia de sus datos o eliminarlos.',
} satisfies CatalogueOf<typeof english>
