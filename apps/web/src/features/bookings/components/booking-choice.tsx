import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { Service } from '@reserva/shared'
import { formatMoney } from '@reserva/shared/money-format'
import type { ReactNode } from 'react'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { formatDuration } from '../duration.ts'

export function ServiceLine({ service }: { service: Service }) {
  const { language } = useI18n()
  return (
    <>
      <Text fw={600}>{service.name}</Text>
      <Text size="sm" c="dimmed">
        {formatDuration(service.durationMinutes, language)}
        {service.priceMinor !== null
          ? ` · ${formatMoney(service.priceMinor, service.currency, language)}`
          : ''}
      </Text>
    </>
  )
}

/** What has been chosen so far, each with a way back to change it. */
export function ChoiceSummary({
  rows,
}: {
  rows: { label: string; value: ReactNode; change: { text: string; onClick: () => void } }[]
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        {rows.map((row) => (
          <Group key={row.label} justify="space-between" align="flex-start" wrap="nowrap" gap="md">
            <Stack gap={2} miw={0}>
              <Text
                size="xs"
                fw={600}
                tt="uppercase"
                c="dimmed"
                style={{ letterSpacing: '0.06em' }}
              >
                {row.label}
              </Text>
              {row.value}
            </Stack>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={row.change.onClick}
              style={{ flexShrink: 0 }}
            >
              {row.change.text}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  )
}
