import { Text } from '@mantine/core'
import { useT } from '@/lib/i18n/i18n-context.tsx'

/**
 * Why a booking was declined or cancelled, as whoever did it wrote it, with
 * its line breaks; nothing when no reason was given.
 */
export function StatusReason({ reason }: { reason: string | null }) {
  const t = useT()
  if (!reason) return null
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <Text span fw={600} inherit>
        {t('statusReason.label')}{' '}
      </Text>
      {reason}
    </Text>
  )
}
