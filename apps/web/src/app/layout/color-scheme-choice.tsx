import { SegmentedControl, Stack, Text, useMantineColorScheme } from '@mantine/core'
import { useId } from 'react'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

const choices = [
  { value: 'light', label: 'layout.coloursLight' },
  { value: 'dark', label: 'layout.coloursDark' },
  { value: 'auto', label: 'layout.coloursSystem' },
] as const satisfies { value: string; label: MessageKey }[]

/**
 * The phone menu's version of the header's switch (color-scheme-toggle.tsx), with room to go back
 * to following the system. A file of its own, so that it loads with the menu and not before the
 * first paint.
 */
export function ColorSchemeChoice() {
  const { colorScheme, setColorScheme } = useMantineColorScheme()
  const labelId = useId()
  const t = useT()
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={600}>
        {t('layout.colours')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        data={choices.map(({ value, label }) => ({ value, label: t(label) }))}
        value={colorScheme}
        onChange={(value) => setColorScheme(value as 'light' | 'dark' | 'auto')}
      />
    </Stack>
  )
}
