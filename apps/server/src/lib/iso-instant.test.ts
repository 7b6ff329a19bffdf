import { describe, expect, it } from 'vitest'
import { createIsoInstant } from './iso-instant.ts'

describe('createIsoInstant', () => {
  it('writes what toISOString writes, in runs of nearby instants and far apart', () => {
    const iso = createIsoInstant()
    const base = Date.parse('2026-03-28T22:00:00Z')
    const instants = [
      ...Array.from({ length: 500 }, (_, i) => base + i * 7 * 60_000 + (i % 7) * 1001),
      ...Array.from({ length: 500 }, (_, i) => Math.round((i - 250) * 1.3e12 + i * 37)),
      0,
      -1,
      Date.parse('0000-01-01T00:00:00Z'),
      Date.parse('0000-01-01T00:00:00Z') - 1,
      Date.parse('9999-12-31T23:59:59.999Z'),
      Date.parse('+010000-01-01T00:00:00Z'),
      8.64e15,
      -8.64e15,
    ]
    for (const ms of instants) expect(iso(ms)).toBe(new Date(ms).toISOString())
  })

  it('writes times of day it no longer keeps as it writes kept ones', () => {
    const iso = createIsoInstant()
    const base = Date.parse('2026-11-28T00:00:00Z')
    // More distinct times of day than one writer keeps, then the first ones again.
    const instants = Array.from({ length: 6000 }, (_, i) => base + i * 13_001)
    for (const ms of [...instants, ...instants.slice(0, 100)]) {
      expect(iso(ms)).toBe(new Date(ms).toISOString())
    }
  })
})
