import {
  ActionIcon,
  Box,
  useComputedColorScheme,
  useMantineColorScheme,
  VisuallyHidden,
} from '@mantine/core'
import { IconMoon, IconSun } from '@/components/icons.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'

/**
 * The header's switch between light and dark. Its name says what pressing it does; the choice is
 * remembered (app/color-scheme.ts) and wins over the system's until "System" is picked again.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme()
  const t = useT()
  // Read now, not after mounting: the inline script in index.html has already set the scheme.
  const current = useComputedColorScheme('light', { getInitialValueInEffect: false })
  const next = current === 'dark' ? 'light' : 'dark'
  // The name is the shown half's hidden text, not an aria-label from state: the page shell
  // prerendered at build (without a scheme of its own) then names the button right in dark mode
  // too, before the app has run. The scheme's CSS hides the other half, and its name with it.
  return (
    <ActionIcon variant="default" size="lg" onClick={() => setColorScheme(next)}>
      <Box component="span" lh={0} darkHidden>
        <IconMoon size={18} />
        <VisuallyHidden>{t('layout.useDark')}</VisuallyHidden>
      </Box>
      <Box component="span" lh={0} lightHidden>
        <IconSun size={18} />
        <VisuallyHidden>{t('layout.useLight')}</VisuallyHidden>
      </Box>
    </ActionIcon>
  )
}
