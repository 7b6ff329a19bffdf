import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { systemClock } from '@/lib/clock.ts'
import { fakeServer, recordEvents, remember } from '@/testing/fake-auth-server.ts'
import type { AuthController } from './auth-controller.ts'
import { lazyAuthController } from './lazy-controller.ts'

const controllers: AuthController[] = []

afterEach(() => {
  for (const controller of controllers.splice(0)) controller.stop()
  localStorage.clear()
})

const started = () => {
  const controller = lazyAuthController({ clock: systemClock })
  controllers.push(controller)
  return controller
}

describe('the session before its controller has loaded', () => {
  it('knows the person the last visit remembered at once, and confirms them once started', async () => {
    remember()
    fakeServer({ signedIn: true })
    const controller = started()
    // The first render reads this, before any code is fetched.
    expect(controller.getState().user?.name).toBe('Cora Customer')
    expect(controller.getState().loading).toBe(false)
    const events = recordEvents(controller)

    controller.start()

    await waitFor(() => expect(events.map((e) => e.event)).toEqual(['INITIAL_SESSION']))
    await waitFor(() => expect(controller.getState().session?.id).not.toBeNull())
    expect(controller.getState().user?.name).toBe('Cora Customer')
  })

  it('tells its listeners of a sign-in taken through the controller it loaded', async () => {
    fakeServer()
    const controller = started()
    expect(controller.getState()).toMatchObject({ user: null, loading: true })
    let changes = 0
    controller.subscribe(() => changes++)
    const events = recordEvents(controller)
    controller.start()
    await waitFor(() => expect(events.map((e) => e.event)).toEqual(['INITIAL_SESSION']))

    await controller.signInWithPassword({ email: 'cora@example.com', password: 'Secret-Pass-1' })

    expect(controller.getState().user?.name).toBe('Cora Customer')
    expect(changes).toBeGreaterThan(0)
    expect(events.map((e) => e.event)).toEqual(['INITIAL_SESSION', 'SIGNED_IN'])
  })
})
