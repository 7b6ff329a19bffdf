import { SegmentedControl, Stack, Text, useMantineColorScheme } from '@mantine/core'
import { useId } from 'react'

// Apart from the header's toggle (color-scheme-toggle.tsx): only the phone's navigation drawer
// shows it, and SegmentedControl stays out of the entry with the drawer (issue #11).

const choices = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
]

/** The phone menu's version, with room to go back to following the system. */
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
