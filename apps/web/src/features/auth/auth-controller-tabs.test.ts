import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeServer, recordEvents, remember } from '@/testing/fake-auth-server.ts'
import { type AuthController, createAuthController } from './auth-controller.ts'

const controllers: AuthController[] = []

afterEach(() => {
  for (const controller of controllers.splice(0)) controller.stop()
})

describe('every open tab', () => {
  it('hears SIGNED_IN and SIGNED_OUT from another tab (BroadcastChannel)', async () => {
    fakeServer()
    const here = createAuthController()
    const there = createAuthController()
    controllers.push(here, there)
    const hereEvents = recordEvents(here)
    const thereEvents = recordEvents(there)
    here.start()
    there.start()
    await waitFor(() => expect(thereEvents).toHaveLength(1))
    await waitFor(() => expect(hereEvents).toHaveLength(1))

    await here.signInWithPassword({ email: 'cora@example.com', password: 'Secret-Pass-1' })

    await waitFor(() =>
      expect(thereEvents.map((e) => e.event)).toEqual(['INITIAL_SESSION', 'SIGNED_IN']),
    )
    expect(there.getState().user?.name).toBe('Cora Customer')
    expect(there.getState().profile?.fullName).toBe('Cora Customer')

    await here.signOut()

    await waitFor(() => expect(thereEvents.at(-1)?.event).toBe('SIGNED_OUT'))
    expect(there.getState().user).toBeNull()
    // Each tab announces an event once: the receiving tab does not echo it back.
    expect(hereEvents.map((e) => e.event)).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT'])
  })

  it('hears TOKEN_REFRESHED (sharing the new JWT), USER_UPDATED, PASSWORD_RECOVERY and MFA_CHALLENGE_VERIFIED from another tab', async () => {
    const { server } = fakeServer({ signedIn: true })
    remember()
    const here = createAuthController()
    const there = createAuthController()
    controllers.push(here, there)
    const thereEvents = recordEvents(there)
    here.start()
    there.start()
    await waitFor(() => expect(thereEvents).toHaveLength(1))

    server.name = 'Cora Q. Customer'
    await here.refreshUser()
    await waitFor(() => expect(thereEvents.at(-1)?.event).toBe('USER_UPDATED'))
    expect(there.getState().user?.name).toBe('Cora Q. Customer')

    here.notifyPasswordRecovery()
    await waitFor(() => expect(thereEvents.at(-1)?.event).toBe('PASSWORD_RECOVERY'))

    await here.activateTwoFactor('123456')
    await waitFor(() => expect(thereEvents.at(-1)?.event).toBe('MFA_CHALLENGE_VERIFIED'))

    const fresh = await here.refreshSession()
    await waitFor(() => expect(thereEvents.at(-1)?.event).toBe('TOKEN_REFRESHED'))
    expect(there.getState().session?.accessToken).toBe(fresh?.token)

    expect(thereEvents.map((e) => e.event)).toEqual([
      'INITIAL_SESSION',
      'USER_UPDATED',
      'PASSWORD_RECOVERY',
      'MFA_CHALLENGE_VERIFIED',
      'TOKEN_REFRESHED',
    ])
  })
})
