/** English, the source (see ../account.ts): what the privacy page says anyone can do about their data. */
export const messages = {
  'privacy.controls.title': 'Your data and your account',
  'privacy.controls.intro':
    'With an account, you can do these yourself at any time, on your dashboard:',
  'privacy.controls.details': 'See and correct your details: {where}',
  'privacy.controls.email': 'Change your e-mail address: {where}',
  'privacy.controls.export': 'Download a copy of everything held about you: {where}',
  'privacy.controls.delete': 'Delete your account: {where}',
  'privacy.controls.signedIn': 'They need you to be signed in.',
  'privacy.controls.signIn': 'Sign in',
  'privacy.controls.guest':
    'Booked as a guest, without an account? Ask {name} for a copy of your data, or to correct or delete it.',
  'privacy.controls.guestWithEmail':
    'Booked as a guest, without an account? Write to {name} at {email} for a copy of your data, or to correct or delete it.',
} as const
