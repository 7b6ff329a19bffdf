/** English, the source (see ../account.ts): changing one's e-mail address (decision 049). */
export const messages = {
  'emailChange.title': 'E-mail address',
  'emailChange.current': 'Your account uses {email}.',
  'emailChange.none':
    'Your account signs in with a phone number or a wallet, so it has no e-mail address to change.',
  'emailChange.form': 'Change e-mail address',
  'emailChange.newEmail': 'New e-mail address',
  'emailChange.password': 'Your password for this change',
  'emailChange.passwordHint': 'To make sure it is you.',
  'emailChange.showHide': 'Show or hide the password',
  'emailChange.codeHint':
    'Your account has no password: we mail a code to your current address to make sure it is you.',
  'emailChange.sendCode': 'Mail me a code',
  'emailChange.sendCodeAgain': 'Mail another code',
  'emailChange.codeSent': 'A code is on its way to {email}. It works for five minutes.',
  'emailChange.code': 'Code from your current inbox',
  'emailChange.submit': 'Change e-mail address',
  'emailChange.wrongPassword': 'That password is not right.',
  'emailChange.wrongCode': 'That code is not right, or it has expired. Ask for another.',
  'emailChange.checkTitle': 'Check your new inbox',
  'emailChange.checkText':
    'We sent a link to {email}. Your address changes only when you follow it, within an hour. Nothing arrived? Check the address and the spam folder, or try again.',
  'emailChange.again': 'Use another address',
  'confirmEmail.title': 'Your new e-mail address',
  'confirmEmail.working': 'Changing your address…',
  'confirmEmail.doneTitle': 'Your e-mail address is changed',
  'confirmEmail.doneText':
    'Your account now uses {email}. Every other device where you were signed in has been signed out, and your old address was told.',
  'confirmEmail.toAccount': 'Go to your account',
  'confirmEmail.signIn': 'Sign in',
  'confirmEmail.failedTitle': 'This link does not work',
  'confirmEmail.noLink':
    'This page opens from the link we mail to your new address. Open the link from the e-mail as a whole.',
} as const
