import type { UseQueryResult } from '@tanstack/react-query'
import { lazy } from 'react'

const SettingsErrorPage = lazy(() =>
  import('./settings-error-page.tsx').then((module) => ({ default: module.SettingsErrorPage })),
)

/**
 * Shown in place of a whole page whose business details could not be loaded, with a way to try
 * again: the page's heading, where a section's load fails with `QueryFallback`. Its code (and the
 * error messages') loads only when it is needed: the pages that may show it are among the first
 * a visit opens.
 */
export function SettingsError({ query }: { query: UseQueryResult<unknown> }) {
  return <SettingsErrorPage query={query} />
}
