import type { PublicSettings } from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { findSettings } from './settings.repository.ts'

export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  const row = await findSettings(db)
  // The row is written at first start (src/db/seed.ts); missing means the install is broken.
  if (!row) {
    throw new AppError({
      code: 'service_unavailable',
      message: 'The business has not been set up yet',
    })
  }
  return {
    name: row.name,
    tagline: row.tagline,
    contact: { email: row.contactEmail, phone: row.contactPhone, address: row.address },
    timezone: row.timezone,
    currency: row.currency,
    aboutMarkdown: row.aboutMarkdown,
    privacyMarkdown: row.privacyMarkdown,
  }
}
