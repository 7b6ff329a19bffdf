import { type PageData, pageDataElementId } from '@reserva/shared/page'

/**
 * The answers the server sent with the page, when it rendered the page (`/`, `/book`, `/signin`:
 * apps/server/src/lib/prerendered-pages.ts); undefined on other pages and in tests. They come from
 * our own server in the same answer as the page, so they are taken as the API's answers would be
 * after their schemas, without loading zod first.
 */
export function pageData(): PageData | undefined {
  if (typeof document === 'undefined') return undefined
  const text = document.getElementById(pageDataElementId)?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text) as PageData
  } catch {
    return undefined
  }
}

/** When the page's answers were true: when the page was asked for. */
export const pageDataUpdatedAt = () => performance.timeOrigin
