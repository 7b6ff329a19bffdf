import type { CSSProperties } from 'react'

/** For a list (`ul`, `ol`) laid out by its component: no bullets, no browser indent or margin. */
export const bareList: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 }
