import { isRoleValue, type Profile, type UpdateProfile } from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import { profileNotFound } from './profiles.errors.ts'
import { findProfileWithRole, upsertProfile } from './profiles.repository.ts'

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const row = await findProfileWithRole(db, userId)
  if (!row) throw profileNotFound()
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
