import {
  adminClient,
  emailOTPClient,
  jwtClient,
  phoneNumberClient,
  twoFactorClient,
} from 'better-auth/client/plugins'
import { createAuthClient } from 'better-auth/react'
import { networkError } from './api-client.ts'
import { errorFromAnswer } from './error-from-answer.ts'

/** `fetch` as it is when called (tests replace it), with no answer at all as a network_error. */
async function send(input: string | URL | Request, init?: RequestInit) {
  try {
    return await fetch(input, init)
  } catch (cause) {
    if (init?.signal?.aborted) throw cause
    throw networkError(cause)
  }
}

/**
 * Better Auth's own client for /api/auth, with a client for each plugin the server runs
 * (apps/server/src/modules/auth/auth.ts; `bearer` has none). Same origin, with the session cookie.
 * A call resolves to the answer's data or throws an ApiError like every other API call: the
 * server puts Better Auth's refusals into our `{ error: { code, message, details } }` shape.
 * Who is signed in is kept by the auth controller (features/auth), not by the client's session
 * hooks, which the app does not use.
 */
export const authClient = createAuthClient({
  // No location when the server renders a page with a sign-in form (app/shell/prerender.tsx),
  // which makes no call.
  baseURL: globalThis.location?.origin,
  basePath: '/api/auth',
  plugins: [adminClient(), twoFactorClient(), jwtClient(), phoneNumberClient(), emailOTPClient()],
  fetchOptions: {
    throw: true,
    customFetchImpl: send,
    onError: ({ response, error }) => {
      throw errorFromAnswer(response.status, error)
    },
  },
})
