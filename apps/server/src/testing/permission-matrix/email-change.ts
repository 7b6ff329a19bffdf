import { atItsPath, everyone, type MatrixRow, signedIn, v1 } from './expect.ts'

// Changing one's own address (decision 049): every signed-in person, for their own account only.
export const emailChangeRows: MatrixRow[] = [
  atItsPath('GET', `${v1}/me/email`, signedIn(200)),
  // The records' people have passwords: they prove it with those, not with a mailed code.
  atItsPath('POST', `${v1}/me/email/code`, signedIn(400)),
  atItsPath('POST', `${v1}/me/email`, signedIn(403), {
    json: { newEmail: 'moved@example.test', password: 'Wrong-Horse-1' },
  }),
  // A token nobody was sent: refused alike for everyone, signed in or not.
  atItsPath('POST', `${v1}/me/email/confirm`, everyone(400), {
    json: { token: 'not-a-token-we-ever-sent' },
  }),
]
