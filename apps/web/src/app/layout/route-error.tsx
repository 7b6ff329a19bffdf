import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { useEffect } from 'react'
import { useRouteError } from 'react-router'
import { IconAlertCircle } from '@/components/icons.tsx'
import { LayoutFrame } from './app-layout.tsx'

/**
 * The root route's error screen: a screen's code failed to download (often a new version was
 * deployed meanwhile) or a screen threw while rendering. Reloading fetches the current version.
 */
export function RouteError() {
  const error = useRouteError()
  useEffect(() => {
    console.warn('A screen failed to load or render', error)
  }, [error])

  return (
    <LayoutFrame>
      <Stack align="center" ta="center" gap="md" py={80} px="md" maw={520} mx="auto">
        <ThemeIcon variant="light" color="red" size={56} radius="xl" aria-hidden>
          <IconAlertCircle size={30} />
        </ThemeIcon>
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text c="dimmed">
          This page could not be shown. Reloading usually fixes it; if it does not, please try again
          later.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </LayoutFrame>
  )
}
