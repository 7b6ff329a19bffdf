import type { MouseEvent } from 'react'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import classes from './layout.module.css'

/** The id of every layout's main landmark, where the skip link leads. */
export const MAIN_ID = 'main-content'

/** The first stop of the keyboard: straight to the screen, past the header and navigation. */
export function SkipLink() {
  const t = useT()
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
      {t('layout.skipLink')}
    </a>
  )
}
