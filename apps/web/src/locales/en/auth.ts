/**
 * English, the source (public.ts says what that means). The auth area: the words of the sign-in
 * and sign-up screens, which only they wait for before their first render.
 */
export const messages = {
  'signin.title': 'Sign in',
  'signin.description':
    'Sign in to book a time, follow your bookings and quotes, and manage your account.',
  'signin.forgotTitle': 'Forgot your password?',
  'signin.forgotDescription':
    'Enter your e-mail address or phone number: we send you a link or a code to choose a new one.',
  'signin.resetTitle': 'Choose a new password',
  'signin.resetDescription': 'Pick a password you do not use anywhere else.',
  'signin.codeTitle': 'Sign in with a code',
  'signin.codeDescription': 'No password needed: we e-mail you a 6-digit code to sign in with.',
  'signin.ssoTitle': 'Sign in with SSO',
  'signin.ssoDescription':
    "Your business signs you in with its own account system: enter your work e-mail address and we take you to your organisation's sign-in page.",
  'signin.elsewhereFailedTitle': 'Signing in elsewhere did not work',
  'signin.elsewhereFailedText':
    'Signing in with Google, Apple, a wallet or your organisation did not finish. Please try again, or sign in with your e-mail address and password.',
  'signin.newHere': 'New here?',
  'signin.createAccount': 'Create an account',
  'signin.backToSignIn': 'Back to sign in',
  'signin.with': 'Sign in with',
  'signin.password': 'Password',
  'signin.showPassword': 'Show or hide the password',
  'signin.forgotLink': 'Forgot your password?',
  'signin.codeLink': 'Sign in with a code by e-mail',
  'signin.submit': 'Sign in',
  'signin.google': 'Continue with Google',
  'signin.apple': 'Continue with Apple',
  'signin.wallet': 'Sign in with a wallet',
  'signin.sso': 'Sign in with SSO',
  'signin.or': 'or',
  'signin.demoTitle': 'Demo accounts',
  'signin.demoText':
    'This is a demo: try the app as any of these people. Only this computer sees these passwords, and only until one of them is changed.',
  'signin.demoPassword': 'Password:',
  'signin.demoUse': 'Use this account',
  'signin.demoUseLabel': 'Use this account: {name}, {role}',
  'role.admin': 'Admin',
  'role.operator': 'Operator',
  'role.customer': 'Customer',
  'signup.title': 'Sign up',
  'signup.description':
    'Create an account to book times, ask for quotes and keep track of both in one place.',
  'signup.haveAccount': 'Already have an account?',
  'signup.signIn': 'Sign in',
  'signup.form': 'Create an account',
  'signup.fullName': 'Full name',
  'signup.with': 'Sign up with',
  'signup.emailDescription': 'We send a link to confirm it, which signs you in.',
  'signup.strongerPassword': 'Choose a stronger password, as explained above.',
  'signup.staffAccess': 'I run bookings for this business: ask for staff access',
  'signup.staffAccessDescription':
    "An administrator approves it. Until then your account works like a customer's.",
  'signup.submit': 'Create account',
  'contact.email': 'E-mail',
  'contact.phone': 'Phone',
  'contact.emailAddress': 'E-mail address',
  'contact.phoneNumber': 'Phone number',
  'contact.phoneDescription':
    'As you dial it. A number from another country starts with + and its country code.',
  'phoneCode.form': 'Confirm your phone number',
  'phoneCode.notConfirmed': 'Your phone number is not confirmed yet.',
  'phoneCode.sent':
    'We texted a 6-digit code to {number}. Enter it to confirm your number and sign in; it works for five minutes.',
  'phoneCode.sentAgain':
    'We texted a new 6-digit code to {number}. Enter it to confirm your number and sign in; it works for five minutes.',
  'phoneCode.label': 'Code from the text message',
  'phoneCode.submit': 'Confirm and sign in',
  'phoneCode.resend': 'Send a new code',
  'phoneCode.otherNumber': 'Use another number or password',
  'phoneCode.back': 'Back',
} as const

export type AuthMessages = typeof messages
