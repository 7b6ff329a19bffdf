import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
// Not `react-router/dom`: under Vitest that entry loads react-router's CommonJS build, whose
// router context the app's ESM hooks cannot see. The DOM entry only adds flushSync support.
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'
import { AppProvider } from '@/app/provider.tsx'
import { routes } from '@/app/router.tsx'
import { type AuthController, createAuthController } from '@/features/auth/auth-controller.ts'
import type { RealtimeClient } from '@/lib/realtime.ts'

const testQueryClient = () =>
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
      env="test"
      queryClient={queryClient}
      authController={authController}
      realtime={realtime}
    >
      {ui}
    </AppProvider>,
  )

/** Renders the whole app, with its real routes, at `path`. */
export const renderApp = (
  path: string,
  appRoutes: RouteObject[] = routes,
  { realtime = null }: { realtime?: RealtimeClient | null } = {},
) => {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] })
  // No channel between tabs: each test is one tab on its own.
  const result = renderWithProviders(<RouterProvider router={router} />, {
    authController: createAuthController({ createChannel: null }),
    realtime,
  })
  return { ...result, router }
}
