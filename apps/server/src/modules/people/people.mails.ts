import { escapeHtml } from '../../lib/escape-html.ts'
import type { MailContent } from '../mail/templates.ts'

function compose(kind: string, subject: string, lines: string[]): MailContent {
  return {
    kind,
    subject,
    text: lines.join('\n'),
    html: lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('\n'),
  }
}

interface RequestFacts {
  business: string
  name: string
  /** Where staff sign in (the operator dashboard). */
  url: string
  /** What the admin wrote, if anything. */
  message?: string | undefined
}

/** The answer to a sign-up's "I run bookings for this business" (DESIGN §2). */
export const operatorRequestMail = {
  approved: (f: RequestFacts) =>
    compose('operator_request_approved', `You are now an operator at ${f.business}`, [
      f.name ? `Hello ${f.name},` : 'Hello,',
      `An administrator has approved your request: you can now run bookings and quotes for ${f.business}.`,
      ...(f.message ? ['', f.message] : []),
      '',
      `Your workspace: ${f.url}`,
    ]),
  declined: (f: RequestFacts) =>
    compose('operator_request_declined', `Your operator request at ${f.business}`, [
      f.name ? `Hello ${f.name},` : 'Hello,',
      `An administrator has declined your request to run bookings for ${f.business}. Your account stays a customer account.`,
      ...(f.message ? ['', `Their reason: ${f.message}`] : []),
    ]),
}
