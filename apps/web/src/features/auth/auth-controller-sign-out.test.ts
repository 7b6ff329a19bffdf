import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeJwt } from '@/testing/auth-fixtures.ts'
import { fakeServer, remember } from '@/testing/fake-auth-server.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { type AuthController, createAuthController } from './auth-controller.ts'

const controllers: AuthController[] = []
afterEach(() => {
  for (const controller of controllers.splice(0)) controller.stop()
})

/** The fake server's routes, with the token answer held back until the test lets it go. */
function slowTokenServer() {
  const { server, fetchMock } = fakeServer({ signedIn: true })
  const routes = Object.fromEntries(
    ['/api/auth/get-session', '/api/v1/me/profile', '/api/auth/sign-out'].map((path) => [
      path,
      (url: string, init: RequestInit | undefined) => fetchMock(url, init),
    ]),
  )
  const order: string[] = []
  const held: (() => void)[] = []
  const spy = stubFetch({
    ...routes,
    '/api/auth/get-session': (url, init) => {
      order.push('get-session')
      return routes['/api/auth/get-session']?.(url, init) as Promise<Response>
    },
    '/api/auth/sign-out': (url, init) => {
      order.push('sign-out')
      return routes['/api/auth/sign-out']?.(url, init) as Promise<Response>
    },
    '/api/auth/token': () => {
      order.push('token sent')
      const signedIn = server.signedIn
      return new Promise<Response>((resolve) =>
        held.push(() => {
          order.push(signedIn ? 'token answered' : 'token refused')
          resolve(
            signedIn
              ? jsonResponse({ token: fakeJwt(900) })
              : jsonResponse({ error: { code: 'auth.session_missing', message: '' } }, 401),
          )
        }),
      )
    },
  })
  return { server, order, held, spy }
}

describe('signing out while the access token is being refreshed', () => {
  it('waits for the refresh to come back before ending the session, and asks for no token after', async () => {
    remember()
    const { order, held } = slowTokenServer()
    const controller = createAuthController()
    controllers.push(controller)
    controller.start()
    // The start asks for a token, and the answer is slow.
    await waitFor(() => expect(order).toContain('token sent'))

    const signingOut = controller.signOut()
    // The live-updates socket asks for a token in the middle of it: none is fetched.
    await expect(controller.getAccessToken()).resolves.toBeNull()
    await expect(controller.refreshSession()).resolves.toBeNull()
    expect(order).not.toContain('sign-out')

    for (const answer of held.splice(0)) answer()
    await signingOut

    expect(order.filter((step) => step.startsWith('token'))).toEqual([
      'token sent',
      'token answered',
    ])
    expect(order.indexOf('sign-out')).toBeGreaterThan(order.indexOf('token answered'))
    expect(controller.getState().session).toBeNull()
    await expect(controller.getAccessToken()).resolves.toBeNull()
  })

  it('keeps the session, and refreshing it, when the server cannot be reached', async () => {
    remember()
    const { server } = fakeServer({ signedIn: true })
    const controller = createAuthController()
    controllers.push(controller)
    controller.start()
    await waitFor(() => expect(controller.getState().session?.accessToken).toBeTruthy())
    stubFetch({
      '/api/auth/sign-out': () => Promise.reject(new TypeError('Failed to fetch')),
      '/api/auth/token': () => jsonResponse({ token: fakeJwt(900) }),
    })

    await expect(controller.signOut()).rejects.toBeTruthy()

    expect(server.signedIn).toBe(true)
    expect(controller.getState().session).not.toBeNull()
    await expect(controller.refreshSession()).resolves.toMatchObject({ token: expect.any(String) })
  })
})
