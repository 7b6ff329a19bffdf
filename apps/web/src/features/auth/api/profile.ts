import { type Profile, profileSchema, type UpdateProfile } from '@reserva/shared'
import { apiRequest, isApiError } from '@/lib/api-client.ts'

/**
 * The signed-in user's profile, or null when they have none yet: a missing row is not an error
 * (the seed ignores PGRST116; our server answers 404 `profiles.not_found`).
 */
export async function getProfile(): Promise<Profile | null> {
  try {
    return await apiRequest('/api/v1/me/profile', { schema: profileSchema })
  } catch (error) {
    if (isApiError(error) && error.code === 'profiles.not_found') return null
    throw error
  }
}

export const updateProfile = (changes: UpdateProfile): Promise<Profile> =>
  apiRequest('/api/v1/me/profile', { method: 'PATCH', body: changes, schema: profileSchema })
