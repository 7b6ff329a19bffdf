import { describe, expect, it } from 'vitest'
import { offerLapsed, openForFiles, permissions, statusAt } from './quotes.rules.ts'

const now = new Date('2030-05-01T12:00:00Z')
const later = new Date('2030-05-08T12:00:00Z')
const earlier = new Date('2030-04-30T12:00:00Z')
const customer = { id: 'c1', role: 'customer' as const }
const stranger = { id: 'c2', role: 'customer' as const }
const operator = { id: 'o1', role: 'operator' as const }
const quote = (
  status: Parameters<typeof statusAt>[0]['status'],
  validUntil: Date | null = null,
) => ({
  status,
  customerId: customer.id,
  offerValidUntil: validUntil,
})

/** What nobody may do; each case names what it allows. */
const nothing = {
  offer: false,
  reject: false,
  accept: false,
  decline: false,
  withdraw: false,
  message: false,
}

describe('the rules of a quote', () => {
  it('reads an offer past its validity as expired, before any sweep records it', () => {
    expect(statusAt(quote('offered', later), now)).toBe('offered')
    expect(statusAt(quote('offered', earlier), now)).toBe('expired')
    expect(offerLapsed(quote('offered', now), now)).toBe(true)
    expect(statusAt(quote('requested'), now)).toBe('requested')
  })

  it('lets the customer accept, decline or withdraw a live offer, and staff revise or reject it', () => {
    const live = quote('offered', later)
    expect(permissions(live, customer, now)).toEqual({
      ...nothing,
      accept: true,
      decline: true,
      withdraw: true,
      message: true,
    })
    expect(permissions(live, operator, now)).toEqual({
      ...nothing,
      offer: true,
      reject: true,
      message: true,
    })
  })

  it('allows nothing but reading the thread once an offer has lapsed, and nothing at all to a stranger', () => {
    const lapsed = quote('offered', earlier)
    expect(permissions(lapsed, customer, now)).toEqual({ ...nothing, message: true })
    expect(Object.values(permissions(quote('requested'), stranger, now))).not.toContain(true)
  })

  it('takes files while the quote is requested or its offer is live', () => {
    expect(openForFiles(quote('requested'), now)).toBe(true)
    expect(openForFiles(quote('offered', later), now)).toBe(true)
    expect(openForFiles(quote('offered', earlier), now)).toBe(false)
    for (const closed of ['accepted', 'declined', 'rejected', 'withdrawn', 'expired'] as const)
      expect(openForFiles(quote(closed), now), closed).toBe(false)
  })
})
