import { describe, expect, it, vi } from 'vitest'
import { lazily } from './lazily.ts'

describe('lazily', () => {
  it('loads once for every call, at the first one', async () => {
    const load = vi.fn(async () => ({ answer: 42 }))
    const get = lazily(load)
    expect(load).not.toHaveBeenCalled()
    const [a, b] = await Promise.all([get(), get()])
    expect(await get()).toBe(a)
    expect(b).toBe(a)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries a failed load again at the next call, and keeps what it then loads', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('module')
    const get = lazily(load)
    await expect(get()).rejects.toThrow('offline')
    expect(await get()).toBe('module')
    expect(await get()).toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
