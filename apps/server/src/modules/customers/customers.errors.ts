import { customerErrorCodes } from '@reserva/shared'
import { errorFactory } from '../../lib/errors.ts'

const customerError = errorFactory(customerErrorCodes)

export const notACustomer = () =>
  customerError(
    'customers.not_a_customer',
    'This e-mail address or phone number belongs to a staff account, not a customer',
  )
