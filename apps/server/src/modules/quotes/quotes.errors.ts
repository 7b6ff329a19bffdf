import { commonErrorCodes, quoteAttachmentRules, quoteErrorCodes } from '@reserva/shared'
import { errorFactory, invalidField } from '../../lib/errors.ts'

const quoteError = errorFactory({ ...commonErrorCodes, ...quoteErrorCodes })

/** A stranger learns nothing about someone else's quote, not even that it exists. */
export const quoteNotFound = () => quoteError('not_found', 'No such quote')
export const unknownService = () => quoteError('quotes.unknown_service', 'No such service')
/** The quote's status does not allow `action` ("offered", "accepted"…); `lapsed`: the offer ran out. */
export const invalidTransition = ({
  status,
  action,
  lapsed,
}: {
  status: string
  action: string
  lapsed: boolean
}) =>
  quoteError(
    'quotes.invalid_transition',
    lapsed ? 'This offer has expired' : `A quote that is ${status} cannot be ${action}`,
  )
export const closedForFiles = ({ status, lapsed }: { status: string; lapsed: boolean }) =>
  quoteError(
    'quotes.invalid_transition',
    lapsed
      ? 'This offer has expired: files can no longer be added'
      : `Files can only be added while the quote is open; this one is ${status}`,
  )
export const startRequired = () => quoteError('quotes.start_required', 'Choose a time for the job')
export const tooManyAttachments = () =>
  quoteError(
    'quotes.too_many_attachments',
    `A quote can have at most ${quoteAttachmentRules.maxFiles} files`,
    { limit: quoteAttachmentRules.maxFiles },
  )
export const offerNotInFuture = () =>
  invalidField('validUntil', 'Must be in the future', 'The offer must be valid for some time')
export const staffOnly = () => quoteError('forbidden', 'Only staff may do this')
export const customerOnly = () => quoteError('forbidden', 'Only the customer may do this')
export const everyQuoteStaffOnly = () => quoteError('forbidden', 'Only staff see every quote')

export const linkInvalid = () =>
  quoteError('quotes.link_invalid', 'This link does not open a quote. Check that it is whole.')
export const linkReplaced = () =>
  quoteError(
    'quotes.link_replaced',
    'A newer link to this quote was sent: use the one in the latest mail.',
  )
export const linkExpired = () =>
  quoteError(
    'quotes.link_expired',
    'This quote was closed a while ago, so its link no longer works.',
  )
