import { QueryClient } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { AppProvider } from '@/app/provider.tsx'
import { AppRouter, AppRoutes } from '@/app/router.tsx'
import { type AuthController, createAuthController } from '@/features/auth/auth-controller.ts'
import type { RealtimeClient } from '@/lib/realtime.ts'
import { english } from '@/locales/en/index.ts'

/** A client that neither retries nor forgets, so a test reads what the app left in it. */
export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  })

/** Live updates are off unless a test passes a client (over a fake WebSocket). */
export const renderWithProviders = (
  ui: ReactNode,
  {
    authController,
    realtime = null,
    queryClient = testQueryClient(),
  }: {
    authController?: AuthController
    realtime?: RealtimeClient | null
    queryClient?: QueryClient
  } = {},
) =>
  render(
    <AppProvider
      language={english}
      env="test"
      queryClient={queryClient}
      authController={authController}
      realtime={realtime}
    >
      {ui}
    </AppProvider>,
  )

/**
 * The address the app reads, which is the test browser's own (happy-dom's history), as in a real
 * browser: where a test puts it and where the app navigated to.
 */
export const testRouter = {
  location: window.location,
  navigate: (to: string) => act(() => navigate(to)),
}

/** Renders `ui` with the address at `path`; each test starts on a history entry of its own. */
export const renderAt = (
  path: string,
  ui: ReactNode,
  options?: Parameters<typeof renderWithProviders>[1],
) => {
  window.history.replaceState(null, '', path)
  return { ...renderWithProviders(ui, options), router: testRouter }
}

/** Renders the whole app, with its real routes (or `routes` in the app's router), at `path`. */
export const renderApp = (
  path: string,
  routes: ReactNode = <AppRoutes />,
  { realtime = null }: { realtime?: RealtimeClient | null } = {},
) =>
  // No channel between tabs: each test is one tab on its own.
  renderAt(path, <AppRouter>{routes}</AppRouter>, {
    authController: createAuthController({ createChannel: null }),
    realtime,
  })
