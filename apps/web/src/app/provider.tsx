import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import './global.css'

import { MantineProvider } from '@mantine/core'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import type { AuthController } from '@/features/auth/auth-controller.ts'
import { AuthProvider } from '@/features/auth/components/auth-provider.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { I18nProvider, type LoadedCatalogue } from '@/lib/i18n/i18n-context.tsx'
import { createQueryClient } from '@/lib/query-client.ts'
import type { RealtimeClient } from '@/lib/realtime.ts'
import { colorSchemeManager } from './color-scheme.ts'
import { LiveUpdates } from './live-updates.tsx'
import { cssVariablesResolver, theme } from './theme.ts'

// Where notifications show. Only signed-in screens show any (the staff's booking actions and
// calendar, a sign-out that failed), so it is fetched once someone is signed in: a visitor's first
// visit does without it. `notifications.show` queues until it is there.
const Notifications = lazy(() =>
  import('./notifications-container.tsx').then((m) => ({ default: m.Notifications })),
)

function SignedInNotifications() {
  const { user } = useAuth()
  if (!user) return null
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  )
}

/**
 * What can change the language after the first render (the person's profile, the business's
 * default), fetched once the app has rendered: the first render uses what the browser knows at
 * once (main.tsx), and the server's rendering has none of it, so hydration matches.
 */
function LanguageFollower() {
  const [Follow, setFollow] = useState<ComponentType | null>(null)
  useEffect(() => {
    let cancelled = false
    import('./follow-language.tsx').then(
      (m) => !cancelled && setFollow(() => m.FollowLanguage),
      // Without it the language stays what the browser picked; the next visit tries again.
      (error: unknown) => console.warn('The language follower could not be loaded', error),
    )
    return () => {
      cancelled = true
    }
  }, [])
  return Follow ? <Follow /> : null
}

type AppProviderProps = {
  children: ReactNode
  /**
   * The language of the first render, its catalogue already loaded: the visitor's (main.tsx), or
   * English (the server's rendering, tests).
   */
  language: LoadedCatalogue
  /** Tests pass their own client (no retries) to keep each test isolated. */
  queryClient?: QueryClient
  /** `test` turns off Mantine's transitions and portals. */
  env?: 'default' | 'test'
  /** Tests pass a controller with their own storage and channel between tabs. */
  authController?: AuthController
  /**
   * The live-updates client; tests pass one over a fake WebSocket, or null for none. Left out: the
   * tab's own, loaded once someone signs in.
   */
  realtime?: RealtimeClient | null
}

/**
 * Mantine's settings, the same for the app and for the page shell prerendered at build
 * (app/shell/prerender.tsx), so that the shell carries the very colour variables of both schemes.
 */
export const mantineSettings = {
  theme,
  cssVariablesResolver,
  // The system's scheme until the visitor picks one with the header's toggle (remembered).
  defaultColorScheme: 'auto',
  colorSchemeManager,
} as const

export function AppProvider({
  children,
  language,
  queryClient,
  env = 'default',
  authController,
  realtime,
}: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <I18nProvider initial={language}>
      <MantineProvider {...mantineSettings} env={env}>
        <QueryClientProvider client={client}>
          <AuthProvider controller={authController}>
            <LanguageFollower />
            <SignedInNotifications />
            <LiveUpdates client={realtime}>{children}</LiveUpdates>
          </AuthProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  )
}
