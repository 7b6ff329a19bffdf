import { dataExportErrorCodes } from '@reserva/shared'
import { errorFactory } from '../../lib/errors.ts'

const exportError = errorFactory(dataExportErrorCodes)

export const tooManyExports = (retryAt: Date) =>
  exportError(
    'data_export.too_many',
    'You have asked for this data often enough today: try again later.',
    { retryAt: retryAt.toISOString() },
  )
export const exportNotReady = () =>
  exportError('data_export.not_ready', 'The archive is not ready to download.')
export const exportExpired = () =>
  exportError('data_export.expired', 'This download has expired: ask for a new one.')
