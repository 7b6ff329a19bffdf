import type { Language } from '@reserva/shared/languages'
import { escapeHtml } from '../../lib/escape-html.ts'
import { directionOf, wordsFor } from './words.ts'

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

/**
 * A mail of lines and, optionally, one button (a link): the text part and the same in HTML, whose
 * paragraphs say their language and direction (Arabic reads right to left). An empty line is a
 * gap in the text and no paragraph in the HTML. The subject is a header: on one line.
 */
export function composeMail({
  kind,
  language,
  subject,
  lines,
  action,
}: {
  kind: string
  language: Language
  subject: string
  lines: string[]
  action?: { label: string; url: string }
}): MailContent {
  const { t } = wordsFor(language)
  const text = [
    ...lines,
    ...(action ? ['', t('mail.action', { label: action.label, url: action.url })] : []),
  ].join('\n')
  const html = [
    `<div lang="${language}" dir="${directionOf(language)}">`,
    ...lines.flatMap((l) => (l ? [`<p>${escapeHtml(l)}</p>`] : [])),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.url)}" style="background:#1864ab;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
        ]
      : []),
    '</div>',
  ].join('\n')
  return { kind, subject: oneLine(subject), text, html }
}

/**
 * A mail that asks its reader to follow a link. It goes to an address nobody has shown to be
 * theirs yet, so it carries nothing anyone typed: not even the account's name.
 */
export interface LinkMail {
  business: string
  url: string
  language: Language
}

export const verifyAddressMail = ({ business, url, language }: LinkMail) => {
  const { t } = wordsFor(language)
  return composeMail({
    kind: 'verify_address',
    language,
    subject: t('verify.subject', { business: nameInMail(business) }),
    lines: [t('mail.hello'), t('verify.body')],
    action: { label: t('verify.button'), url },
  })
}

export const resetPasswordMail = ({ business, url, language }: LinkMail) => {
  const { t } = wordsFor(language)
  return composeMail({
    kind: 'password_reset',
    language,
    subject: t('reset.subject', { business: nameInMail(business) }),
    lines: [t('mail.hello'), t('reset.body'), t('reset.notYou')],
    action: { label: t('reset.button'), url },
  })
}

/** A person with bookings but no password yet (a guest, a walk-in) chooses one. */
export const finishAccountMail = ({ business, url, language }: LinkMail) => {
  const { t } = wordsFor(language)
  return composeMail({
    kind: 'finish_account',
    language,
    subject: t('finish.subject', { business: nameInMail(business) }),
    lines: [
      t('mail.hello'),
      t('finish.body', { business: nameInMail(business) }),
      t('finish.notYou'),
    ],
    action: { label: t('finish.button'), url },
  })
}

const codePurposes = {
  'sign-in': 'code.signIn',
  'email-verification': 'code.emailVerification',
  'forget-password': 'code.forgetPassword',
  'change-email': 'code.changeEmail',
} as const

export const oneTimeCodeMail = ({
  business,
  otp,
  purpose,
  language,
}: {
  business: string
  otp: string
  purpose: keyof typeof codePurposes
  language: Language
}) => {
  const { t } = wordsFor(language)
  return composeMail({
    kind: `code_${purpose.replace('-', '_')}`,
    language,
    subject: t('code.subject', { code: otp, business: nameInMail(business) }),
    lines: [t(codePurposes[purpose], { code: otp }), t('code.expiry')],
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
  language,
}: {
  business: string
  code: string
  purpose: 'confirm' | 'reset'
  language: Language
}) => {
  const name = oneLine(business).slice(0, 40).trim()
  const { t } = wordsFor(language)
  return {
    kind: purpose === 'confirm' ? 'code_phone_verification' : 'code_phone_password_reset',
    text: t(purpose === 'confirm' ? 'sms.confirm' : 'sms.reset', { code, business: name }),
  }
}

/** Many wrong passwords for an account (issue #42): nothing in it comes from the one who tried. */
export const failedSignInsMail = ({
  business,
  failures,
  language,
}: {
  business: string
  failures: number
  language: Language
}) => {
  const { t } = wordsFor(language)
  return composeMail({
    kind: 'failed_sign_ins',
    language,
    subject: t('failedSignIns.subject', { business: nameInMail(business) }),
    lines: [
      t('failedSignIns.body', { business: nameInMail(business), count: failures }),
      t('failedSignIns.ifYou'),
      t('failedSignIns.ifNotYou'),
    ],
  })
}

/** A sign-up with an address that has an account already (issue #42): no text from the caller. */
export const signUpAttemptMail = ({
  business,
  language,
}: {
  business: string
  language: Language
}) => {
  const { t } = wordsFor(language)
  return composeMail({
    kind: 'sign_up_attempt',
    language,
    subject: t('signUpAttempt.subject', { business: nameInMail(business) }),
    lines: [
      t('signUpAttempt.body', { business: nameInMail(business) }),
      t('signUpAttempt.ifYou'),
      t('signUpAttempt.ifNotYou'),
    ],
  })
}
