import { describe, expect, it } from 'vitest'
import { boundedPasswordHashing, limitConcurrency } from './password-hashing.ts'

describe('password hashing, a few at a time', () => {
  it('runs at most the limit of tasks at once, and every task in the end', async () => {
    const run = limitConcurrency(2)
    let running = 0
    let most = 0
    const order: number[] = []
    const task = (i: number) => async () => {
      running++
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      running--
      order.push(i)
      return i
    }
    const results = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => run(task(i))))
    expect(results).toEqual([0, 1, 2, 3, 4, 5])
    expect(most).toBe(2)
    expect(order).toHaveLength(6)
  })

  it('frees the slot of a task that fails', async () => {
    const run = limitConcurrency(1)
    await expect(run(() => Promise.reject(new Error('no')))).rejects.toThrow('no')
    await expect(run(() => Promise.resolve('next'))).resolves.toBe('next')
  })

  it('hashes as better-auth does: each password salted, and only it verifies', async () => {
    const { hash, verify } = boundedPasswordHashing()
    const [a, b] = await Promise.all([hash('Correct-Horse-42'), hash('Correct-Horse-42')])
    expect(a).not.toBe(b)
    expect(await verify({ hash: a, password: 'Correct-Horse-42' })).toBe(true)
    expect(await verify({ hash: a, password: 'Correct-Horse-43' })).toBe(false)
  })
})
