import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client.ts'
import { authErrorText } from './errors.ts'

const error = (code: string, status = 400, details?: unknown) =>
  new ApiError({ code, status, message: 'The server’s own words', details })
const policy = { minLength: 12, requiredClasses: ['lower', 'upper', 'digit', 'symbol'] as const }

describe('authErrorText', () => {
  it('keeps the seed’s texts for a missing session and for a token answer without one', () => {
    expect(authErrorText(error('auth.session_missing', 401)).message).toBe('Auth session missing!')
    expect(authErrorText(error('auth.session_or_user_missing', 500)).message).toBe(
      'Auth session or user missing',
    )
    expect(authErrorText(error('auth.invalid_credentials', 401)).message).toBe(
      'Invalid login credentials',
    )
  })

  it('says when to retry, in seconds or minutes', () => {
    expect(authErrorText(error('rate_limited', 429, { retryAfter: 1 })).message).toContain(
      'in 1 second.',
    )
    expect(authErrorText(error('rate_limited', 429, { retryAfter: 300 })).message).toContain(
      'in 5 minutes.',
    )
    expect(authErrorText(error('rate_limited', 429)).message).toContain('in 60 seconds.')
  })

  it('names the missing character classes of the refused password, from the policy', () => {
    const text = authErrorText(error('weak_password', 422, { reasons: ['length', 'characters'] }), {
      password: 'abcdefgh',
      policy: { ...policy, requiredClasses: [...policy.requiredClasses] },
    })
    expect(text.items).toEqual([
      'Use at least 12 characters.',
      'Add an uppercase letter, a digit and a symbol, such as ! or #.',
    ])
  })

  it('recognises every "already exists" and "banned" variant by its prefix', () => {
    expect(authErrorText(error('auth.user_already_exists', 422)).message).toContain('already')
    expect(authErrorText(error('auth.user_already_exists_use_another_email')).message).toContain(
      'already',
    )
    expect(authErrorText(error('auth.banned_user', 403)).message).toContain('suspended')
  })

  it('explains a refused origin, naming the address and the settings that would allow it', () => {
    const text = authErrorText(
      error('auth.invalid_origin', 403, { origin: 'http://192.168.1.20:3000' }),
    ).message
    expect(text).toContain('does not accept sign-ins from http://192.168.1.20:3000')
    expect(text).toContain('PUBLIC_URL')
    expect(text).toContain('TRUSTED_ORIGINS')
    expect(text).not.toContain('not valid')
    // Only an address is ever repeated back, never other text the answer carried.
    expect(
      authErrorText(error('auth.invalid_origin', 403, { origin: 'a same-site page' })).message,
    ).toContain('from this address.')
  })

  it('never shows the server’s message for a code it does not know', () => {
    const text = authErrorText(error('auth.something_new', 500))
    expect(text.message).not.toContain('server’s own words')
    expect(text.message).toBe('Something went wrong on our side. Please try again in a moment.')
  })
})
