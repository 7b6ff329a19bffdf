import { describe, expect, it } from 'vitest'
import { send, signUpAs } from '../../testing/auth-helpers.ts'
import { expectError, readJson, useTestApp } from '../../testing/create-test-app.ts'

describe('a person’s language', () => {
  const t = useTestApp()

  it('is remembered on the profile once chosen, can be forgotten again, and must be one Reserva ships', async () => {
    const { cookie } = await signUpAs(t, 'customer')
    const profile = () => t.request('/api/v1/me/profile', { headers: { cookie } })
    expect((await readJson(await profile())).language).toBeNull()

    const chosen = await t.request('/api/v1/me/profile', send('PATCH', { language: 'ja' }, cookie))
    expect(chosen.status).toBe(200)
    expect((await readJson(chosen)).language).toBe('ja')
    expect((await readJson(await profile())).language).toBe('ja')

    await expectError(
      await t.request('/api/v1/me/profile', send('PATCH', { language: 'tlh' }, cookie)),
      400,
      'validation_failed',
    )
    expect((await readJson(await profile())).language).toBe('ja')

    const forgotten = await t.request(
      '/api/v1/me/profile',
      send('PATCH', { language: null }, cookie),
    )
    expect((await readJson(forgotten)).language).toBeNull()
  })
})
