import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/email-change.ts'

export const messages = {
  'emailChange.title': 'Dirección de correo electrónico',
  'emailChange.current': 'Su cuenta usa {email}.',
  'emailChange.none':
    'Usted inicia sesión con un número de teléfono o una billetera, así que su cuenta no tiene una dirección de correo que cambiar.',
  'emailChange.form': 'Cambiar la dirección de correo electrónico',
  'emailChange.newEmail': 'Nueva dirección de correo electrónico',
  'emailChange.password': 'Su contraseña para este cambio',
  'emailChange.passwordHint': 'Para asegurarnos de que es usted.',
  'emailChange.showHide': 'Mostrar u ocultar la contraseña',
  'emailChange.codeHint':
    'Su cuenta no tiene contraseña: le enviamos un código a su dirección actual para asegurarnos de que es usted.',
  'emailChange.sendCode': 'Enviarme un código',
  'emailChange.sendCodeAgain': 'Enviar otro código',
  'emailChange.codeSent': 'Hemos enviado un código a {email}. Funciona durante cinco minutos.',
  'emailChange.code': 'Código de su buzón actual',
  'emailChange.submit': 'Cambiar la dirección de correo electrónico',
  'emailChange.wrongPassword': 'Esa contraseña no es correcta.',
  'emailChange.wrongCode': 'Ese código no es correcto o ha caducado. Pida otro.',
  'emailChange.checkTitle': 'Revise su nuevo buzón',
  'emailChange.checkText':
    'Hemos enviado un enlace a {email}. Su dirección solo cambia cuando lo siga, en el plazo de una hora. ¿No ha llegado nada? Compruebe la dirección y la carpeta de spam, o inténtelo de nuevo.',
  'emailChange.again': 'Usar otra dirección',
  'confirmEmail.title': 'Su nueva dirección de correo electrónico',
  'confirmEmail.working': 'Cambiando su dirección…',
  'confirmEmail.doneTitle': 'Su dirección de correo electrónico ha cambiado',
  'confirmEmail.doneText':
    'Su cuenta usa ahora {email}. Se ha cerrado la sesión en todos los demás dispositivos donde la tenía abierta, y se ha avisado a su dirección anterior.',
  'confirmEmail.toAccount': 'Ir a su cuenta',
  'confirmEmail.signIn': 'Iniciar sesión',
  'confirmEmail.failedTitle': 'Este enlace no funciona',
  'confirmEmail.noLink':
    'Esta página se abre desde el enlace que enviamos a su nueva dirección. Abra el enlace del correo completo.',
} satisfies CatalogueOf<typeof english>
