import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { IconAlertCircle } from '@/components/icons.tsx'
import { isApiError } from '@/lib/api-client.ts'

/** Shown in place of a page whose business details could not be loaded, with a way to try again. */
export function SettingsError({ query }: { query: UseQueryResult<unknown> }) {
  const offline = isApiError(query.error) && query.error.code === 'network_error'
  return (
    <Stack align="center" ta="center" gap="md" py={64} maw={520} mx="auto">
      <ThemeIcon variant="light" color="red" size={56} radius="xl" aria-hidden>
        <IconAlertCircle size={30} />
      </ThemeIcon>
      <Title order={1} size="h2">
        This page could not be loaded
      </Title>
      <Text c="dimmed">
        {offline
          ? 'We could not reach the server. Check your internet connection, then try again.'
          : 'Something went wrong on our side while loading this page. Please try again in a moment.'}
      </Text>
      <Button onClick={() => query.refetch()} loading={query.isFetching}>
        Try again
      </Button>
    </Stack>
  )
}
