import { escapeHtml } from '../../lib/escape-html.ts'

/** The e-mails accounts send. Plain text first; the HTML part is the same words. */
export interface MailContent {
  kind: string
  subject: string
  text: string
  html: string
}

/**
 * Text on one line: control characters (CR, LF, tab, …) and the Unicode line and paragraph
 * separators become a space. For what people typed (a customer's name, a quote's title) that
 * goes into a subject, or onto a line of its own that it must not split into a forged one.
 */
export const oneLine = (s: string) => s.replace(/\s*[\p{Cc}\u2028\u2029]+\s*/gu, ' ').trim()

/** How many characters of a name (a person's, a quote's title, a service's) a mail shows. */
export const mailNameLength = 60

/**
 * A name as every mail writes it, in a subject or a line: on one line (`oneLine`) and at most
 * `mailNameLength` characters, a longer one cut with an ellipsis, so that what someone typed
 * can neither forge a line nor fill a mail. Counted in code points: a cut never splits one.
 */
export function nameInMail(name: string) {
  const chars = Array.from(oneLine(name))
  if (chars.length <= mailNameLength) return chars.join('')
  return `${chars
    .slice(0, mailNameLength - 1)
    .join('')
    .trimEnd()}…`
}

/** A mail of lines and, optionally, one button (a link): the text part and the same in HTML. */
export function composeMail({
  kind,
  subject,
  lines,
  action,
}: {
  kind: string
  subject: string
  lines: string[]
  action?: { label: string; url: string }
}): MailContent {
  const text = [...lines, ...(action ? ['', `${action.label}: ${action.url}`] : [])].join('\n')
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="background:#1864ab;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
      : '',
  ].join('\n')
  return { kind, subject, text, html }
}

/**
 * A mail that asks its reader to follow a link. It goes to an address nobody has shown to be
 * theirs yet, so it carries nothing anyone typed: not even the account's name.
 */
export interface LinkMail {
  business: string
  url: string
}

export const verifyAddressMail = ({ business, url }: LinkMail) =>
  composeMail({
    kind: 'verify_address',
    subject: `Confirm your e-mail address for ${nameInMail(business)}`,
    lines: [
      'Hello,',
      `Please confirm that this is your e-mail address. The link works for one hour.`,
    ],
    action: { label: 'Confirm my address', url },
  })

export const resetPasswordMail = ({ business, url }: LinkMail) =>
  composeMail({
    kind: 'password_reset',
    subject: `Reset your ${nameInMail(business)} password`,
    lines: [
      'Hello,',
      'Someone (we hope you) asked to reset your password. The link works for one hour.',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url },
  })

/** A person with bookings but no password yet (a guest, a walk-in) chooses one. */
export const finishAccountMail = ({ business, url }: LinkMail) =>
  composeMail({
    kind: 'finish_account',
    subject: `Choose a password for your ${nameInMail(business)} account`,
    lines: [
      'Hello,',
      `You have booked with ${nameInMail(business)} without a password. Choose one to see your bookings whenever you sign in. The link works for one hour.`,
      'If it was not you who asked, ignore this e-mail.',
    ],
    action: { label: 'Choose a password', url },
  })

export const oneTimeCodeMail = ({
  business,
  otp,
  purpose,
}: {
  business: string
  otp: string
  purpose: 'sign-in' | 'email-verification' | 'forget-password' | 'change-email'
}) => {
  const what = {
    'sign-in': 'sign in',
    'email-verification': 'confirm your address',
    'forget-password': 'reset your password',
    'change-email': 'change your e-mail address',
  }[purpose]
  return composeMail({
    kind: `code_${purpose.replace('-', '_')}`,
    subject: `${otp} is your ${nameInMail(business)} code`,
    lines: [
      `Your code to ${what} is ${otp}.`,
      'It works for five minutes. Never share it with anyone.',
    ],
  })
}

/**
 * A text message with a phone code: short (one SMS), the business's name and the code, nothing a
 * customer wrote. `confirm` codes confirm the number of a new phone account (and sign it in);
 * `reset` codes choose a new password.
 */
export const phoneCodeText = ({
  business,
  code,
  purpose,
}: {
  business: string
  code: string
  purpose: 'confirm' | 'reset'
}) => {
  const name = oneLine(business).slice(0, 40).trim()
  const what = purpose === 'confirm' ? 'confirm your phone number' : 'reset your password'
  return {
    kind: purpose === 'confirm' ? 'code_phone_verification' : 'code_phone_password_reset',
    text: `${code} is your ${name} code to ${what}. It works for 5 minutes. Never share it.`,
  }
}

/** Many wrong passwords for an account (issue #42): nothing in it comes from the one who tried. */
export const failedSignInsMail = ({ business, failures }: { business: string; failures: number }) =>
  composeMail({
    kind: 'failed_sign_ins',
    subject: `Failed sign-ins to your ${nameInMail(business)} account`,
    lines: [
      `Someone tried to sign in to your ${nameInMail(business)} account with a wrong password ${failures} times.`,
      'If it was you, wait a little and try again, or reset your password.',
      'If it was not you, your account is safe as long as your password is: you may change it to be sure.',
    ],
  })

/** A sign-up with an address that has an account already (issue #42): no text from the caller. */
export const signUpAttemptMail = ({ business }: { business: string }) =>
  composeMail({
    kind: 'sign_up_attempt',
    subject: `Someone tried to sign up to ${nameInMail(business)} with your address`,
    lines: [
      `Someone tried to create a ${nameInMail(business)} account with this e-mail address, which already has one.`,
      'If it was you, sign in, or reset your password if you have forgotten it.',
      'If it was not you, you need not do anything.',
    ],
  })
