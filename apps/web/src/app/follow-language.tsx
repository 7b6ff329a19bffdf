import { useEffect } from 'react'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { browserLanguage, pickLanguage, storedLanguage } from '@/lib/i18n/languages.ts'

/**
 * What the app learns after its first render can change the language: the signed-in person's
 * saved choice (their profile), and the business's default for a visitor whose browser asks for
 * none of ours. The first render used what the browser knows at once (main.tsx).
 */
export function FollowLanguage() {
  const chosen = useAuth().profile?.language
  const businessDefault = usePublicSettings().data?.defaultLanguage
  const { language, setLanguage } = useI18n()
  // biome-ignore lint/correctness/useExhaustiveDependencies: only news from the server moves it; the switch moves it otherwise
  useEffect(() => {
    const wanted = pickLanguage({
      chosen,
      stored: storedLanguage(),
      browser: browserLanguage(),
      businessDefault,
    })
    // A person's choice is remembered in this browser too, so that the next visit starts in it.
    if (wanted !== language) void setLanguage(wanted, { remember: Boolean(chosen) })
  }, [chosen, businessDefault])
  return null
}
