import { Button, Stack, Text, Title } from '@mantine/core'
import { Component, type ReactNode } from 'react'
import { IconAlertCircle } from '@/components/icons.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import classes from './layout.module.css'

/**
 * The screen's error screen, inside the layout: a screen's code failed to download (often a new
 * version was deployed meanwhile) or a screen threw while rendering. Reloading fetches the current
 * version.
 */
function RouteError() {
  const t = useT()
  return (
    <Stack align="center" ta="center" gap="md" py={80} px="md" maw={520} mx="auto">
      <span className={classes.errorIcon} aria-hidden>
        <IconAlertCircle size={30} />
      </span>
      <Title order={1} size="h2">
        {t('routeError.title')}
      </Title>
      <Text c="dimmed">{t('routeError.text')}</Text>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </Stack>
  )
}

/** Shows RouteError instead of a screen that failed; the layout keys it by path. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.warn('A screen failed to load or render', error)
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children
  }
}
