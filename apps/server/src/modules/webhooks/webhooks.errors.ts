import { webhookErrorCodes } from '@reserva/shared'
import { errorFactory } from '../../lib/errors.ts'

const webhookError = errorFactory(webhookErrorCodes)

export const webhookNotFound = () => webhookError('webhooks.not_found', 'No such webhook')
export const deliveryNotFound = () =>
  webhookError('webhooks.delivery_not_found', 'No such delivery of this webhook')
export const addressRefused = (reason: string) =>
  webhookError('webhooks.address_refused', `Deliveries cannot go to this URL: ${reason}`, {
    path: 'url',
    reason,
  })
