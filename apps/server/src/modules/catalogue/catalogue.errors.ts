import { catalogueErrorCodes } from '@reserva/shared'
import { commonError, errorFactory } from '../../lib/errors.ts'

const catalogueError = errorFactory(catalogueErrorCodes)

export const unknownResources = (missing: string[]) =>
  catalogueError('catalogue.unknown_resource', 'Some of the chosen resources do not exist', {
    missing,
  })

/** A change that leaves a fixed price without an amount, or a quote-priced service with one. */
export const priceDoesNotMatchPricing = () =>
  commonError(
    'validation_failed',
    'A fixed price needs an amount; a quote-priced service has none',
    [{ path: 'priceMinor', message: 'Does not match the pricing' }],
  )
