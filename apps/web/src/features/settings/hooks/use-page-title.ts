import { createContext, useContext, useEffect } from 'react'
import { usePublicSettings } from '../api/get-public-settings.ts'

/**
 * Where the server's rendering of a page (app/shell/prerender.tsx) is told the page's title, which
 * it sends in the page's <title>: effects do not run there.
 */
export const PageTitleCollector = createContext<{ title?: string } | null>(null)

/** Sets `document.title` to "<page> · <business name>", or the business name alone for home. */
export function usePageTitle(page?: string) {
  const name = usePublicSettings().data?.name
  const title = [page, name].filter(Boolean).join(' · ') || 'Reserva'
  const collector = useContext(PageTitleCollector)
  if (collector) collector.title = title
  useEffect(() => {
    document.title = title
  }, [title])
}
