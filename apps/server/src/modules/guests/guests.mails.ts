import { guestConfirmMinutes } from '@reserva/shared'
import { composeMail, nameInMail } from '../mail/templates.ts'

/**
 * The mails that confirm a guest's address. They go to an address nobody has shown to be theirs
 * yet, so they carry nothing the visitor typed (no name, no notes): only the business's words,
 * the service, the time, and the code or link.
 */
export interface GuestMailFacts {
  business: string
  serviceName: string
  /** "Tuesday, 3 March 2026, 10:30–11:30 (Europe/London)" */
  when: string
  url: string
}

/** Confirm first: the code to type in, or the link; the booking is made when one comes back. */
export const guestCodeMail = (f: GuestMailFacts & { code: string; heldMinutes: number }) =>
  composeMail({
    kind: 'guest_code',
    subject: `${f.code} is your code to book at ${nameInMail(f.business)}`,
    lines: [
      'Hello,',
      `To book ${nameInMail(f.serviceName)} on ${f.when}, enter this code: ${f.code}`,
      `or press the button below. It works for ${guestConfirmMinutes} minutes; the time is held for you for ${f.heldMinutes} minutes.`,
      'If it was not you, ignore this e-mail: nothing is booked without the code.',
    ],
    action: { label: 'Confirm my booking', url: f.url },
  })

/** Book then confirm: the booking stands; the link shows that the address is the customer's. */
export const guestAddressMail = (f: GuestMailFacts & { reference: string }) =>
  composeMail({
    kind: 'guest_confirm_address',
    subject: `Confirm your e-mail address for booking ${f.reference}`,
    lines: [
      'Hello,',
      `${nameInMail(f.business)} has your booking ${f.reference}: ${nameInMail(f.serviceName)} on ${f.when}.`,
      'Please confirm that this is your e-mail address. If it was not you, the mail with the booking has a link to cancel it.',
    ],
    action: { label: 'Confirm my address', url: f.url },
  })

/** The page a confirmation link opens: the token rides in the fragment, sent to no server. */
export const confirmUrl = (publicUrl: string, token: string) => `${publicUrl}/confirm#${token}`
