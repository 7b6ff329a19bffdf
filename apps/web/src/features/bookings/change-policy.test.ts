import { describe, expect, it } from 'vitest'
import { changeWindow } from './change-policy.ts'

const policy = { cancelCutoffMinutes: 24 * 60, rescheduleCutoffMinutes: 2 * 60, holdMinutes: 10 }
const now = Date.parse('2026-03-28T12:00:00Z')

describe('changeWindow', () => {
  it('gives the last moments to cancel and to move, counted back from the start', () => {
    expect(changeWindow('2026-03-31T09:00:00.000Z', policy, now)).toEqual({
      cancelUntil: '2026-03-30T09:00:00.000Z',
      rescheduleUntil: '2026-03-31T07:00:00.000Z',
      canCancel: true,
      canReschedule: true,
    })
  })

  it('says when a time is already inside a cut-off at booking', () => {
    const inside = changeWindow('2026-03-29T08:00:00.000Z', policy, now)
    expect(inside.canCancel).toBe(false)
    expect(inside.canReschedule).toBe(true)
    expect(changeWindow('2026-03-28T13:00:00.000Z', policy, now)).toMatchObject({
      canCancel: false,
      canReschedule: false,
    })
  })

  it('still allows a change at the exact cut-off moment, as the server does', () => {
    expect(changeWindow('2026-03-29T12:00:00.000Z', policy, now).canCancel).toBe(true)
    expect(changeWindow('2026-03-29T11:59:59.000Z', policy, now).canCancel).toBe(false)
  })

  it('lets a booking with no cut-off be changed until it starts', () => {
    const none = { ...policy, cancelCutoffMinutes: 0, rescheduleCutoffMinutes: 0 }
    expect(changeWindow('2026-03-28T12:30:00.000Z', none, now)).toMatchObject({
      canCancel: true,
      canReschedule: true,
    })
  })
})
