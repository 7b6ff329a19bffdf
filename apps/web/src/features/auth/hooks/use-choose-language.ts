import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { isLanguage } from '@/lib/i18n/languages.ts'
import { useAuth } from './use-auth.ts'

/**
 * Shows the chosen language and keeps it: in this browser, and for someone signed in on their
 * profile too, so that it follows them to other browsers and to their mails. The profile's code
 * (its schema, zod) comes with the first change.
 */
export function useChooseLanguage() {
  const { setLanguage } = useI18n()
  const { user, controller } = useAuth()
  return async (value: string) => {
    if (!isLanguage(value)) return
    await setLanguage(value)
    if (!user) return
    try {
      const { updateProfile } = await import('../api/profile.ts')
      await updateProfile({ language: value })
      await controller.refreshUser()
    } catch (error) {
      console.warn('The language could not be saved on the profile', error)
    }
  }
}
