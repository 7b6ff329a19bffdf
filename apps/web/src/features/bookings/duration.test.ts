import { describe, expect, it } from 'vitest'
import { formatDuration } from './duration.ts'

describe('durations', () => {
  it('are written in words', () => {
    expect(formatDuration(30)).toBe('30 min')
    expect(formatDuration(60)).toBe('1 hour')
    expect(formatDuration(90)).toBe('1 hour 30 min')
    expect(formatDuration(120)).toBe('2 hours')
  })
})
