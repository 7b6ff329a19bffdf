import { auditErrorCodes } from '@reserva/shared'
import { errorFactory } from '../../lib/errors.ts'

const auditError = errorFactory(auditErrorCodes)

export const invalidCursor = () =>
  auditError('audit.invalid_cursor', 'This cursor is not one this list gave out: start again')
