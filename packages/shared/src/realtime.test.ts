import { describe, expect, it } from 'vitest'
import {
  realtimeClientMessageSchema,
  realtimeEventSchema,
  realtimeEvents,
  realtimeServerMessageSchema,
} from './realtime.ts'

describe('the realtime contract', () => {
  it('takes the two client messages and refuses anything else', () => {
    expect(realtimeClientMessageSchema.parse({ type: 'auth', token: 'a.b.c' })).toEqual({
      type: 'auth',
      token: 'a.b.c',
    })
    expect(realtimeClientMessageSchema.safeParse({ type: 'ping', id: '1' }).success).toBe(true)
    expect(realtimeClientMessageSchema.safeParse({ type: 'subscribe', topic: 'x' }).success).toBe(
      false,
    )
    expect(realtimeClientMessageSchema.safeParse({ type: 'auth', token: '' }).success).toBe(false)
    expect(
      realtimeClientMessageSchema.safeParse({ type: 'ping', id: '1', extra: true }).success,
    ).toBe(false)
  })

  it('names a change by topic, event and id, and refuses an unknown event', () => {
    const change = { type: 'change', topic: 'bookings', event: 'booking.created', id: 'b1' }
    expect(realtimeServerMessageSchema.parse(change)).toEqual(change)
    expect(
      realtimeServerMessageSchema.safeParse({ ...change, event: 'booking.deleted' }).success,
    ).toBe(false)
  })

  it('lists each event under exactly one topic', () => {
    const all = Object.values(realtimeEvents).flat()
    expect(new Set(all).size).toBe(all.length)
    expect([...realtimeEventSchema.options].sort()).toEqual([...all].sort())
  })
})
