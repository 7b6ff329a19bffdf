import { languageCodes, languageNames } from '@reserva/shared/languages'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { isLanguage } from '@/lib/i18n/languages.ts'
import classes from './layout.module.css'

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
      const { updateProfile } = await import('@/features/auth/api/profile.ts')
      await updateProfile({ language: value })
      await controller.refreshUser()
    } catch (error) {
      console.warn('The language could not be saved on the profile', error)
    }
  }
}

/**
 * The header's and the phone menu's choice of language: a native select, light enough for every
 * first visit, and usable with any keyboard or screen reader. Its name starts with what it shows
 * ("Deutsch, change the language"). A visitor's choice is kept in this browser; a signed-in
 * person's on their profile too.
 */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { language, t } = useI18n()
  const change = useChooseLanguage()
  return (
    <select
      className={classes.languageSwitch}
      data-full-width={fullWidth || undefined}
      value={language}
      aria-label={t('layout.changeLanguage', { language: languageNames[language] })}
      onChange={(event) => void change(event.currentTarget.value)}
    >
      {languageCodes.map((code) => (
        <option key={code} value={code} lang={code}>
          {languageNames[code]}
        </option>
      ))}
    </select>
  )
}
