import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { ScreenSpinner } from '@/components/screen-spinner.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { isStaffRole, isWorkspaceScreen } from '@/features/auth/workspace.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { ScreenBox } from '../shell/prerendered-screen.tsx'
import classes from './layout.module.css'
import { RouteErrorBoundary } from './route-error.tsx'
import { ScrollRestoration } from './scroll-restoration.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'
import { MAIN_ID, SkipLink } from './skip-link.tsx'

// Staff's frame (Mantine's AppShell and the workspace navigation), fetched only for staff.
const StaffFrame = lazy(() => import('./staff-layout.tsx').then((m) => ({ default: m.StaffFrame })))

/** Header, main landmark and footer around whatever the screen is. */
export function LayoutFrame({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}

/**
 * The page's description in the language on screen: index.html's, in English, is what a page
 * has before the app runs (and what the server's rendering sends to search engines).
 */
function DocumentDescription() {
  const t = useT()
  const description = t('layout.metaDescription')
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [description])
  return null
}

/**
 * The frame around the routes. While a screen's code is still downloading, on first load or when
 * navigating, the spinner stands in for the screen; on the first load of a page the server
 * rendered, that rendering stays until the screen's code has come and React hydrates it
 * (ScreenBox). Keyed by the path, each screen gets a boundary of its own: an error screen goes
 * away with the next navigation.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation()
  const { user } = useAuth()
  const screen = (
    <>
      <DocumentDescription />
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<ScreenSpinner />}>
          <ScreenBox>{children}</ScreenBox>
        </Suspense>
      </RouteErrorBoundary>
      <ScrollRestoration />
    </>
  )
  // Staff work full width, with their workspace's own navigation; anyone else (and staff on the
  // public pages) sees the site's header and footer. A customer who opens /admin is told there why
  // not, in the site's frame.
  if (isStaffRole(user?.role) && isWorkspaceScreen(pathname)) {
    return (
      <Suspense fallback={<ScreenSpinner />}>
        <StaffFrame>{screen}</StaffFrame>
      </Suspense>
    )
  }
  return <LayoutFrame>{screen}</LayoutFrame>
}

/** A path and the screen it shows; without a path, the screen for every path no other one owns. */
export type Screen = { path?: string; Component: ComponentType }

/**
 * The layout around the one of `shown` that owns the address's path: the app's routes
 * (router.tsx), and the server's rendering of a page with its screen alone (shell/prerender.tsx).
 */
export function ScreensInLayout({ shown }: { shown: Screen[] }) {
  return (
    <AppLayout>
      <Switch>
        {shown.map(({ path, Component }) => (
          <Route key={path ?? '*'} path={path} component={Component} />
        ))}
      </Switch>
    </AppLayout>
  )
}
