import { Text } from '@mantine/core'

/**
 * Why a booking was declined or cancelled, as whoever did it wrote it, with
 * its line breaks; nothing when no reason was given.
 */
export function StatusReason({ reason }: { reason: string | null }) {
  if (!reason) return null
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <Text span fw={600} inherit>
        Reason given:{' '}
      </Text>
      {reason}
    </Text>
  )
}
