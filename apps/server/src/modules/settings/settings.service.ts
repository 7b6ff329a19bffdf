import type {
  BusinessSettings,
  PublicSettings,
  updateBusinessSettingsSchema,
} from '@reserva/shared'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/client.ts'
import { invalidField } from '../../lib/errors.ts'
import { hasPhoneNumbers } from '../../lib/phone-numbers.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { settingsMissing } from './settings.errors.ts'
import { type BusinessSettingsRow, findSettings, updateSettingsRow } from './settings.repository.ts'

/** The business's one settings row; 503 `service_unavailable` when it is missing. */
export async function requireSettings(db: Db | Tx): Promise<BusinessSettingsRow> {
  const row = await findSettings(db)
  if (!row) throw settingsMissing()
  return row
}

export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  const row = await requireSettings(db)
  return {
    name: row.name,
    tagline: row.tagline,
    contact: { email: row.contactEmail, phone: row.contactPhone, address: row.address },
    timezone: row.timezone,
    country: row.country,
    currency: row.currency,
    defaultLanguage: row.defaultLanguage,
    aboutMarkdown: row.aboutMarkdown,
    privacyMarkdown: row.privacyMarkdown,
    policies: {
      cancelCutoffMinutes: row.cancelCutoffMinutes,
      rescheduleCutoffMinutes: row.rescheduleCutoffMinutes,
      holdMinutes: row.holdMinutes,
    },
    guests: { booking: row.guestBooking, phone: row.guestPhone },
  }
}

/** The sites that may frame the booking pages; empty when any site may. */
export async function getEmbedOrigins(db: Db): Promise<string[]> {
  return (await requireSettings(db)).embedOrigins
}

export async function getBusinessSettings(db: Db): Promise<BusinessSettings> {
  const { id: _id, updatedAt: _u, demoMode: _d, ...settings } = await requireSettings(db)
  return settings
}

export async function updateBusinessSettings({
  db,
  actorId,
  input,
}: {
  db: Db
  actorId: string
  input: z.infer<typeof updateBusinessSettingsSchema>
}) {
  // Phone numbers written without a country code are read in it: it must have numbers of its own.
  if (input.country !== undefined && !hasPhoneNumbers(input.country))
    throw invalidField(
      'country',
      'Choose a country with phone numbers of its own',
      'Some of the request is not valid',
    )
  await db.transaction(async (tx) => {
    await updateSettingsRow(tx, input)
    await writeAudit(tx, {
      actorId,
      action: 'settings.updated',
      entity: 'settings',
      entityId: '1',
      data: input,
    })
  })
  return getBusinessSettings(db)
}
