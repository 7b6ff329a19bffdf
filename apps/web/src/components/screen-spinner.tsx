import { Center, Loader, VisuallyHidden } from '@mantine/core'

/**
 * The one spinner shown while a screen's code loads: on first load (the router's hydrate
 * fallback) and while navigating to a screen whose chunk is still downloading.
 */
export function ScreenSpinner() {
  return (
    <Center
      role="status"
      aria-label="Loading…"
      aria-live="polite"
      data-testid="screen-spinner"
      mih="60vh"
      w="100%"
    >
      <Loader size="lg" aria-hidden />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  )
}
