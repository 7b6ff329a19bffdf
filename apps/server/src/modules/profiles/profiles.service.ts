import { isRoleValue, type Profile, type UpdateProfile } from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import { requireE164 } from '../../lib/phone-numbers.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { profileNotFound } from './profiles.errors.ts'
import { findProfileWithRole, upsertProfile } from './profiles.repository.ts'

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const row = await findProfileWithRole(db, userId)
  if (!row) throw profileNotFound()
  return { ...row, role: isRoleValue(row.role) ? row.role : 'customer' }
}

/**
 * Changes the profile. A phone number is read in the business's country and kept in E.164
 * (400 `invalid_phone_number` when it cannot be one); null removes it.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  changes: UpdateProfile,
): Promise<Profile> {
  const { phone, ...rest } = changes
  const stored =
    typeof phone === 'string'
      ? requireE164({ input: phone, country: (await requireSettings(db)).country, path: 'phone' })
      : phone
  await upsertProfile(db, userId, { ...rest, ...(stored !== undefined ? { phone: stored } : {}) })
  return getProfile(db, userId)
}
