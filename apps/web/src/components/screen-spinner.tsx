import { Center, Loader, VisuallyHidden } from '@mantine/core'
import { useT } from '@/lib/i18n/i18n-context.tsx'

/**
 * The one spinner shown while a screen's code loads: on first load (the router's hydrate
 * fallback) and while navigating to a screen whose chunk is still downloading. It fills the screen
 * below the header, as the main landmark does (layout.module.css: the footer starts below the fold).
 */
export function ScreenSpinner() {
  const t = useT()
  return (
    <Center
      role="status"
      aria-label={t('spinner.loading')}
      aria-live="polite"
      data-testid="screen-spinner"
      mih="calc(100vh - 64px)"
      w="100%"
    >
      <Loader size="lg" aria-hidden />
      <VisuallyHidden>{t('spinner.loading')}</VisuallyHidden>
    </Center>
  )
}
