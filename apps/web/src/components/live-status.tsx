import { Group, Text } from '@mantine/core'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import type { RealtimeState } from '@/lib/realtime.ts'
import { useRealtimeState } from '@/lib/realtime-context.ts'

const words = {
  connecting: 'liveStatus.connecting',
  connected: 'liveStatus.connected',
  // Closing is only ever on the way to closed.
  disconnecting: 'liveStatus.disconnected',
  disconnected: 'liveStatus.disconnected',
} as const satisfies Record<RealtimeState, string>

// The dot repeats what the words say; its colours only have to be told apart from the page.
const dotColours: Record<RealtimeState, string> = {
  connecting: 'var(--mantine-color-yellow-6)',
  connected: 'var(--mantine-color-green-7)',
  disconnecting: 'var(--mantine-color-gray-6)',
  disconnected: 'var(--mantine-color-gray-6)',
}

/** Whether a staff screen is receiving live updates, said quietly. */
export function LiveStatus() {
  const t = useT()
  const state = useRealtimeState()
  const label = t(words[state])
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-label={label}>
      <span
        aria-hidden
        style={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          background: dotColours[state],
          flex: 'none',
        }}
      />
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  )
}
