import { languageCodes, languageNames } from '@reserva/shared/languages'
import { useChooseLanguage } from '@/features/auth/hooks/use-choose-language.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import classes from './layout.module.css'

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
