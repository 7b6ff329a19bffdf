import { commonError } from '../../lib/errors.ts'

/** The row is written at first start (src/db/seed.ts); missing means the install is broken. */
export const settingsMissing = () =>
  commonError('service_unavailable', 'The business has not been set up yet')
