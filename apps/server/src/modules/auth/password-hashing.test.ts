import { describe, expect, it } from 'vitest'
import { boundedPasswordHashing } from './password-hashing.ts'

describe('password hashing, a few at a time', () => {
  it('hashes and verifies every password of a burst, the ones over the limit after their turn', async () => {
    const { hash, verify } = boundedPasswordHashing(1)
    const passwords = ['Correct-Horse-41', 'Correct-Horse-42', 'Correct-Horse-43']
    const hashes = await Promise.all(passwords.map((password) => hash(password)))
    const checks = await Promise.all(
      hashes.map((h, i) => verify({ hash: h, password: passwords[i] ?? '' })),
    )
    expect(checks).toEqual([true, true, true])
  })

  it('hashes as better-auth does: each password salted, and only it verifies', async () => {
    const { hash, verify } = boundedPasswordHashing()
    const [a, b] = await Promise.all([hash('Correct-Horse-42'), hash('Correct-Horse-42')])
    expect(a).not.toBe(b)
    expect(await verify({ hash: a, password: 'Correct-Horse-42' })).toBe(true)
    expect(await verify({ hash: a, password: 'Correct-Horse-43' })).toBe(false)
  })
})
