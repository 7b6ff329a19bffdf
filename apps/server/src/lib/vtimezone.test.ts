import { describe, expect, it } from 'vitest'
import { vtimezone } from './vtimezone.ts'

describe('vtimezone', () => {
  it("gives London's two changes a year, each in the local time before it", () => {
    const lines = vtimezone('Europe/London', 2027, 2027)
    expect(lines.filter((line) => line.startsWith('DTSTART:'))).toEqual([
      'DTSTART:20270101T000000',
      'DTSTART:20270328T010000',
      'DTSTART:20271031T020000',
    ])
    expect(lines).toContain('TZOFFSETTO:+0100')
  })

  it('works out a zone and years once, and keeps the last 64 asked for', () => {
    const first = vtimezone('Europe/Berlin', 2030, 2031)
    expect(vtimezone('Europe/Berlin', 2030, 2031)).toBe(first)
    for (let year = 2100; year < 2164; year++) vtimezone('Europe/Berlin', year, year)
    const again = vtimezone('Europe/Berlin', 2030, 2031)
    expect(again).not.toBe(first)
    expect(again).toEqual(first)
  })

  it('refuses a name that is not an IANA zone, every time', () => {
    expect(() => vtimezone('Mars/Olympus', 2027, 2027)).toThrow(/Not an IANA time zone/)
    expect(() => vtimezone('Mars/Olympus', 2027, 2027)).toThrow(/Not an IANA time zone/)
  })
})
