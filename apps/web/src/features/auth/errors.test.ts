import { describe, expect, it } from 'vitest'
import { ApiError, type ApiErrorCode } from '@/lib/api-client.ts'
import { errorMessage } from '@/lib/error-messages.ts'
import { authMessages, weakPasswordItems } from './errors.ts'

const error = (code: ApiErrorCode, status = 400, details?: unknown) =>
  new ApiError({ code, status, message: 'The server’s own words', details })
const policy = { minLength: 12, requiredClasses: ['lower', 'upper', 'digit', 'symbol'] as const }

describe('auth’s words for errors', () => {
  it('keep the seed’s texts for a missing session and for a token answer without one', () => {
    expect(errorMessage(error('auth.session_missing', 401), authMessages)).toBe(
      'Auth session missing!',
    )
    expect(errorMessage(error('auth.session_or_user_missing', 500), authMessages)).toBe(
      'Auth session or user missing',
    )
    expect(errorMessage(error('auth.invalid_credentials', 401), authMessages)).toBe(
      'Invalid login credentials',
    )
  })

  it('say "not valid" for a refused detail, since auth forms show no notes by field', () => {
    expect(errorMessage(error('validation_failed'), authMessages)).toContain('not valid')
    expect(errorMessage(error('bad_request'), authMessages)).toContain('not valid')
  })

  it('name the missing character classes of the refused password, from the policy', () => {
    const items = weakPasswordItems(
      error('weak_password', 422, { reasons: ['length', 'characters'] }),
      {
        password: 'abcdefgh',
        policy: { ...policy, requiredClasses: [...policy.requiredClasses] },
      },
    )
    expect(items).toEqual([
      'Use at least 12 characters.',
      'Add an uppercase letter, a digit and a symbol, such as ! or #.',
    ])
    expect(weakPasswordItems(error('bad_request'))).toEqual([])
  })
})
