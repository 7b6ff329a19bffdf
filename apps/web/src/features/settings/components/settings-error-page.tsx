import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { IconAlertCircle } from '@/components/icons.tsx'
import { errorMessage } from '@/lib/error-messages.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

/** What `SettingsError` (settings-error.tsx) shows. */
export function SettingsErrorPage({ query }: { query: UseQueryResult<unknown> }) {
  const t = useT()
  return (
    <Stack align="center" ta="center" gap="md" py={64} maw={520} mx="auto">
      <ThemeIcon variant="light" color="red" size={56} radius="xl" aria-hidden>
        <IconAlertCircle size={30} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('settingsError.title')}
      </Title>
      <Text c="dimmed">{errorMessage(query.error)}</Text>
      <Button onClick={() => query.refetch()} loading={query.isFetching}>
        {t('settingsError.tryAgain')}
      </Button>
    </Stack>
  )
}
