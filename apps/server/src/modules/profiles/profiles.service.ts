import { isRoleValue, type Profile, type UpdateProfile } from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { findProfileWithRole, upsertProfile } from './profiles.repository.ts'

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const row = await findProfileWithRole(db, userId)
  if (!row) {
    throw new AppError({ code: 'profiles.not_found', status: 404, message: 'No profile yet' })
  }
  return { ...row, role: isRoleValue(row.role) ? row.role : 'customer' }
}

export async function updateProfile(
  db: Db,
  userId: string,
  changes: UpdateProfile,
): Promise<Profile> {
  await upsertProfile(db, userId, changes)
  return getProfile(db, userId)
}
