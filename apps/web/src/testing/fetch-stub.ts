import { vi } from 'vitest'
import { defaultAuthOptions } from './auth-fixtures.ts'
import { errorResponse, jsonResponse } from './json-response.ts'

export { errorResponse, jsonResponse }

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>

/** What every screen asks for: a visitor (no session) and the server's default auth options. */
const defaultRoutes: Record<string, Handler> = {
  '/api/auth/get-session': () => jsonResponse(null),
  '/api/v1/auth/options': () => jsonResponse(defaultAuthOptions),
}

/**
 * Replaces `fetch` (the app's only way out) for the current test with handlers keyed by path;
 * the real server is tested on its own and in the browser journeys. Unknown paths fail loudly.
 * Unless a test says otherwise, nobody is signed in.
 */
export const stubFetch = (testRoutes: Record<string, Handler>) => {
  const routes = { ...defaultRoutes, ...testRoutes }
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const path = new URL(url, 'http://localhost').pathname
    const handler = routes[path]
    if (!handler) throw new Error(`Unexpected request in test: ${path}`)
    return handler(url, init)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}
