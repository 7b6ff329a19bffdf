import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { AuthMessages } from '../en/auth.ts'

export const messages = {
  'signin.title': 'Iniciar sesión',
  'signin.description':
    'Inicie sesión para reservar, seguir sus reservas y presupuestos, y gestionar su cuenta.',
  'signin.forgotTitle': '¿Ha olvidado la contraseña?',
  'signin.forgotDescription':
    'Escriba su correo electrónico o su número de teléfono: le enviaremos un enlace o un código para elegir una nueva.',
  'signin.resetTitle': 'Elija una contraseña nueva',
  'signin.resetDescription': 'Elija una contraseña que no use en ningún otro sitio.',
  'signin.codeTitle': 'Iniciar sesión con un código',
  'signin.codeDescription':
    'Sin contraseña: le enviaremos por correo un código de 6 cifras para entrar.',
  'signin.ssoTitle': 'Iniciar sesión con SSO',
  'signin.ssoDescription':
    'Su empresa le identifica con su propio sistema de cuentas: escriba su correo del trabajo y le llevaremos a la página de inicio de sesión de su organización.',
  'signin.elsewhereFailedTitle': 'No se ha podido iniciar sesión con el otro servicio',
  'signin.elsewhereFailedText':
    'El inicio de sesión con Google, Apple, una billetera o su organización no ha terminado. Inténtelo de nuevo o entre con su correo electrónico y su contraseña.',
  'signin.newHere': '¿Aún no tiene cuenta?',
  'signin.createAccount': 'Crear una cuenta',
  'signin.backToSignIn': 'Volver a iniciar sesión',
  'signin.with': 'Iniciar sesión con',
  'signin.password': 'Contraseña',
  'signin.showPassword': 'Mostrar u ocultar la contraseña',
  'signin.forgotLink': '¿Ha olvidado la contraseña?',
  'signin.codeLink': 'Entrar con un código por correo',
  'signin.submit': 'Iniciar sesión',
  'signin.google': 'Continuar con Google',
  'signin.apple': 'Continuar con Apple',
  'signin.wallet': 'Iniciar sesión con una billetera',
  'signin.sso': 'Iniciar sesión con SSO',
  'signin.or': 'o',
  'signin.demoTitle': 'Cuentas de demostración',
  'signin.demoText':
    'Esto es una demo: pruebe la aplicación como cualquiera de estas personas. Solo este ordenador ve estas contraseñas, y solo hasta que se cambie alguna.',
  'signin.demoPassword': 'Contraseña:',
  'signin.demoUse': 'Usar esta cuenta',
  'signin.demoUseLabel': 'Usar esta cuenta: {name}, {role}',
  'role.admin': 'Administración',
  'role.operator': 'Personal',
  'role.customer': 'Cliente',
  'signup.title': 'Registrarse',
  'signup.description':
    'Cree una cuenta para reservar, pedir presupuestos y tenerlo todo controlado en un mismo sitio.',
  'signup.haveAccount': '¿Ya tiene una cuenta?',
  'signup.signIn': 'Iniciar sesión',
  'signup.form': 'Crear una cuenta',
  'signup.fullName': 'Nombre completo',
  'signup.with': 'Registrarse con',
  'signup.emailDescription':
    'Le enviaremos un enlace para confirmarlo, que además inicia su sesión.',
  'signup.strongerPassword': 'Elija una contraseña más segura, como se explica arriba.',
  'signup.staffAccess': 'Gestiono las reservas de este negocio: solicitar acceso de personal',
  'signup.staffAccessDescription':
    'Lo aprueba un administrador. Mientras tanto, su cuenta funciona como la de un cliente.',
  'signup.submit': 'Crear cuenta',
  'contact.email': 'Correo',
  'contact.phone': 'Teléfono',
  'contact.emailAddress': 'Correo electrónico',
  'contact.phoneNumber': 'Número de teléfono',
  'contact.phoneDescription':
    'Tal como lo marca. Un número de otro país empieza por + y el prefijo del país.',
  'phoneCode.form': 'Confirme su número de teléfono',
  'phoneCode.notConfirmed': 'Su número de teléfono aún no está confirmado.',
  'phoneCode.sent':
    'Hemos enviado un código de 6 cifras por SMS al {number}. Escríbalo para confirmar su número e iniciar sesión; vale durante cinco minutos.',
  'phoneCode.sentAgain':
    'Hemos enviado un código nuevo de 6 cifras por SMS al {number}. Escríbalo para confirmar su número e iniciar sesión; vale durante cinco minutos.',
  'phoneCode.label': 'Código del SMS',
  'phoneCode.submit': 'Confirmar e iniciar sesión',
  'phoneCode.resend': 'Enviar un código nuevo',
  'phoneCode.otherNumber': 'Usar otro número u otra contraseña',
  'phoneCode.back': 'Atrás',
} satisfies CatalogueOf<AuthMessages>
