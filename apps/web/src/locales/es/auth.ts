import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { AuthMessages } from '../en/auth.ts'

export const messages = {
  'signin.title': 'Iniciar sesión',
  'signin.description':
    'Inicia sesión para reservar, seguir tus reservas y presupuestos, y gestionar tu cuenta.',
  'signin.forgotTitle': '¿Has olvidado la contraseña?',
  'signin.forgotDescription':
    'Escribe tu correo electrónico o tu número de teléfono: te enviamos un enlace o un código para elegir una nueva.',
  'signin.resetTitle': 'Elige una contraseña nueva',
  'signin.resetDescription': 'Elige una contraseña que no uses en ningún otro sitio.',
  'signin.codeTitle': 'Iniciar sesión con un código',
  'signin.codeDescription':
    'Sin contraseña: te enviamos por correo un código de 6 cifras para entrar.',
  'signin.ssoTitle': 'Iniciar sesión con SSO',
  'signin.ssoDescription':
    'Tu empresa te identifica con su propio sistema de cuentas: escribe tu correo del trabajo y te llevamos a la página de inicio de sesión de tu organización.',
  'signin.elsewhereFailedTitle': 'No se ha podido iniciar sesión con el otro servicio',
  'signin.elsewhereFailedText':
    'El inicio de sesión con Google, Apple, una billetera o tu organización no ha terminado. Inténtalo de nuevo o entra con tu correo electrónico y tu contraseña.',
  'signin.newHere': '¿Eres nuevo?',
  'signin.createAccount': 'Crear una cuenta',
  'signin.backToSignIn': 'Volver a iniciar sesión',
  'signin.with': 'Iniciar sesión con',
  'signin.password': 'Contraseña',
  'signin.showPassword': 'Mostrar u ocultar la contraseña',
  'signin.forgotLink': '¿Has olvidado la contraseña?',
  'signin.codeLink': 'Entrar con un código por correo',
  'signin.submit': 'Iniciar sesión',
  'signin.google': 'Continuar con Google',
  'signin.apple': 'Continuar con Apple',
  'signin.wallet': 'Iniciar sesión con una billetera',
  'signin.sso': 'Iniciar sesión con SSO',
  'signin.or': 'o',
  'signin.demoTitle': 'Cuentas de demostración',
  'signin.demoText':
    'Esto es una demo: prueba la aplicación como cualquiera de estas personas. Solo este ordenador ve estas contraseñas, y solo hasta que se cambie alguna.',
  'signin.demoPassword': 'Contraseña:',
  'signin.demoUse': 'Usar esta cuenta',
  'signin.demoUseLabel': 'Usar esta cuenta: {name}, {role}',
  'role.admin': 'Administración',
  'role.operator': 'Personal',
  'role.customer': 'Cliente',
  'signup.title': 'Registrarse',
  'signup.description':
    'Crea una cuenta para reservar, pedir presupuestos y tenerlo todo controlado en un mismo sitio.',
  'signup.haveAccount': '¿Ya tienes una cuenta?',
  'signup.signIn': 'Iniciar sesión',
  'signup.form': 'Crear una cuenta',
  'signup.fullName': 'Nombre completo',
  'signup.with': 'Registrarse con',
  'signup.emailDescription': 'Te enviamos un enlace para confirmarlo, que además inicia tu sesión.',
  'signup.strongerPassword': 'Elige una contraseña más segura, como se explica arriba.',
  'signup.staffAccess': 'Gestiono las reservas de este negocio: solicitar acceso de personal',
  'signup.staffAccessDescription':
    'Lo aprueba un administrador. Mientras tanto, tu cuenta funciona como la de un cliente.',
  'signup.submit': 'Crear cuenta',
  'contact.email': 'Correo',
  'contact.phone': 'Teléfono',
  'contact.emailAddress': 'Correo electrónico',
  'contact.phoneNumber': 'Número de teléfono',
  'contact.phoneDescription':
    'Tal como lo marcas. Un número de otro país empieza por + y el prefijo del país.',
  'phoneCode.form': 'Confirma tu número de teléfono',
  'phoneCode.notConfirmed': 'Tu número de teléfono aún no está confirmado.',
  'phoneCode.sent':
    'Hemos enviado un código de 6 cifras por SMS al {number}. Escríbelo para confirmar tu número e iniciar sesión; vale durante cinco minutos.',
  'phoneCode.sentAgain':
    'Hemos enviado un código nuevo de 6 cifras por SMS al {number}. Escríbelo para confirmar tu número e iniciar sesión; vale durante cinco minutos.',
  'phoneCode.label': 'Código del SMS',
  'phoneCode.submit': 'Confirmar e iniciar sesión',
  'phoneCode.resend': 'Enviar un código nuevo',
  'phoneCode.otherNumber': 'Usar otro número u otra contraseña',
  'phoneCode.back': 'Atrás',
} satisfies CatalogueOf<AuthMessages>
