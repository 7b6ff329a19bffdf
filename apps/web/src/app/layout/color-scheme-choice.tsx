import { SegmentedControl, Stack, Text, useMantineColorScheme } from '@mantine/core'
import { useId } from 'react'

const choices = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
]

/**
 * The phone menu's version of the header's switch (color-scheme-toggle.tsx), with room to go back
 * to following the system. A file of its own, so that it loads with the menu and not before the
 * first paint.
 */
export function ColorSchemeChoice() {
  const { colorScheme, setColorScheme } = useMantineColorScheme()
  const labelId = useId()
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={600}>
        Colours
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        data={choices}
        value={colorScheme}
        onChange={(value) => setColorScheme(value as 'light' | 'dark' | 'auto')}
      />
    </Stack>
  )
}
