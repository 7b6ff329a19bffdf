import type { MouseEvent, ReactNode } from 'react'
import { ScrollRestoration, useNavigation, useOutlet } from 'react-router'
import { ScreenSpinner } from '@/components/screen-spinner.tsx'
import classes from './layout.module.css'
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
 * The root route's element and also its hydrate fallback. On first load the router renders it
 * without an outlet until the first screen's code has arrived; while navigating, the next screen's
 * code may still be downloading. Both times the spinner stands in for the screen. Being the same
 * component in both roles, the header and footer are not mounted twice.
 */
export function AppLayout() {
  const navigation = useNavigation()
  const outlet = useOutlet()
  return (
    <LayoutFrame>
      {navigation.state === 'loading' || outlet === null ? <ScreenSpinner /> : outlet}
      <ScrollRestoration />
    </LayoutFrame>
  )
}
