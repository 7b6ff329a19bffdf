import { type MouseEvent, type ReactNode, Suspense } from 'react'
import { useLocation } from 'wouter'
import { ScreenFallback } from '../shell/prerendered-screen.tsx'
import classes from './layout.module.css'
import { RouteErrorBoundary } from './route-error.tsx'
import { ScrollRestoration } from './scroll-restoration.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

const MAIN_ID = 'main-content'

function SkipLink() {
  // Move focus ourselves rather than letting the browser follow the hash, which the router would
  // see as a navigation.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    const main = document.getElementById(MAIN_ID)
    main?.focus()
    main?.scrollIntoView()
  }
  return (
    <a href={`#${MAIN_ID}`} className={classes.skipLink} onClick={skip}>
      Skip to main content
    </a>
  )
}

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
 * The frame around the routes. While a screen's code is still downloading, on first load or when
 * navigating, the spinner stands in for the screen (on the first load of a page the server
 * rendered, that rendering does). Keyed by the path, each screen gets a boundary
 * of its own: an error screen goes away with the next navigation.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation()
  return (
    <LayoutFrame>
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<ScreenFallback />}>{children}</Suspense>
      </RouteErrorBoundary>
      <ScrollRestoration />
    </LayoutFrame>
  )
}
