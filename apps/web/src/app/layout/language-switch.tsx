import { languageCodes, languageNames } from '@reserva/shared/languages'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { isLanguage, type Language } from '@/lib/i18n/languages.ts'
import classes from './layout.module.css'

/**
 * Saves a signed-in person's choice on their profile, so that it follows them to other browsers
 * and to their mails. Its code (the profile's schema, zod) comes with the first change.
 */
export async function saveLanguageChoice(language: Language) {
  const { updateProfile } = await import('@/features/auth/api/profile.ts')
  await updateProfile({ language })
}

/**
 * The header's and the phone menu's choice of language: a native select, light enough for every
 * first visit, and usable with any keyboard or screen reader. Its name starts with what it shows
 * ("Deutsch, change the language"). A visitor's choice is kept in this browser; a signed-in
 * person's on their profile too.
 */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { language, setLanguage, t } = useI18n()
  const { user, controller } = useAuth()
  const change = async (value: string) => {
    if (!isLanguage(value)) return
    await setLanguage(value)
    if (user) {
      await saveLanguageChoice(value).catch((error) =>
        console.warn('The language could not be saved on the profile', error),
      )
      await controller.refreshUser()
    }
  }
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
