import crypto from 'node:crypto'
import { referenceAlphabet } from '@reserva/shared'
import type { DateTime } from 'luxon'
import type { Tx } from './client.ts'
import { quoteMessages, quotes } from './schema.ts'

/** A reference in the app's format that is the same on every run of the demo. */
export function demoReference(prefix: 'RSV' | 'QTE', n: number) {
  const chars = [...crypto.createHash('sha256').update(`${prefix}${n}`).digest().subarray(0, 6)]
  return `${prefix}-${chars.map((b) => referenceAlphabet[b % referenceAlphabet.length]).join('')}`
}

/** The demo's quotes, one or two in each state, with a few messages (see demo-activity.ts). */
export async function insertDemoQuotes(
  tx: Tx,
  {
    customers,
    customBuild,
    currency,
    now,
    acceptedBookingId,
    acceptedStart,
    staffId,
  }: {
    customers: string[]
    customBuild: string
    currency: string
    now: DateTime
    acceptedBookingId: string
    acceptedStart: Date
    staffId: string | undefined
  },
) {
  const offer = (daysAgo: number, validDays: number, priceMinor: number, message: string) => ({
    offerPriceMinor: priceMinor,
    offerCurrency: currency,
    offerServiceId: customBuild,
    offeredAt: now.minus({ days: daysAgo }).toJSDate(),
    offerValidUntil: now.minus({ days: daysAgo }).plus({ days: validDays }).toJSDate(),
    offerMessage: message,
  })
  const at = (daysAgo: number) => now.minus({ days: daysAgo, hours: 3 }).toJSDate()
  const list: Omit<typeof quotes.$inferInsert, 'reference'>[] = [
    {
      customerId: customers[0]!,
      title: 'Hand-built wheelset for a touring bike',
      details:
        'Looking for a strong 36-spoke wheelset with a dynamo hub for a trip across Scotland next spring. Rims in black if possible.',
      status: 'accepted',
      ...offer(
        9,
        14,
        185000,
        'Dynamo hub, 36 spokes, black rims; I can build it on the date below.',
      ),
      offerStart: acceptedStart,
      bookingId: acceptedBookingId,
      createdAt: at(12),
    },
    {
      customerId: customers[0]!,
      title: 'Restore a 1980s steel road frame',
      details:
        'My father’s old Raleigh: rusty chrome, seized seat post. Can it be stripped, resprayed and rebuilt with modern brakes?',
      status: 'offered',
      ...offer(1, 14, 62000, 'Strip, respray in a colour of your choice, new cables and brakes.'),
      createdAt: at(4),
    },
    {
      customerId: customers[1]!,
      title: 'Cargo bike for a family of four',
      details:
        'We want a long-tail cargo bike with electric assist that carries two children. Budget around £4,000.',
      status: 'requested',
      partySize: 1,
      createdAt: at(1),
    },
    {
      customerId: customers[2]!,
      title: 'Fleet service for six delivery bikes',
      details: 'A café’s delivery bikes need a service every quarter. Could you quote per visit?',
      status: 'requested',
      partySize: 6,
      createdAt: at(0),
    },
    {
      customerId: customers[3]!,
      title: 'Gravel conversion of a cyclocross bike',
      details: 'Wider tyres, a 1x drivetrain and bottle mounts. Is the frame clearance enough?',
      status: 'declined',
      ...offer(15, 14, 48000, 'A 1x11 drivetrain and 40 mm tyres fit; bottle mounts need a clamp.'),
      createdAt: at(18),
    },
    {
      customerId: customers[4]!,
      title: 'Tandem brake upgrade',
      details: 'Our tandem needs hydraulic disc brakes. What would it cost?',
      status: 'expired',
      ...offer(25, 14, 36000, 'Hydraulic discs with 203 mm rotors front and rear.'),
      createdAt: at(27),
    },
    {
      customerId: customers[5]!,
      title: 'Carbon frame crack repair',
      details: 'A crack near the bottom bracket after a crash. Can it be repaired?',
      status: 'rejected',
      createdAt: at(20),
    },
    {
      customerId: customers[6]!,
      title: 'Kids’ balance bike build',
      details: 'A small wooden balance bike for a three-year-old.',
      status: 'withdrawn',
      createdAt: at(8),
    },
  ]
  const inserted = await tx
    .insert(quotes)
    .values(
      list.map((q, i) => ({
        ...q,
        reference: demoReference('QTE', i + 1),
        updatedAt: q.createdAt,
      })),
    )
    .returning({ id: quotes.id, customerId: quotes.customerId, status: quotes.status })
  const messages: (typeof quoteMessages.$inferInsert)[] = []
  for (const q of inserted) {
    if (q.status === 'offered' || q.status === 'accepted') {
      messages.push({
        quoteId: q.id,
        authorId: q.customerId,
        body: 'Thanks! Could the work start on a weekday morning?',
        createdAt: now.minus({ days: 1 }).toJSDate(),
      })
      if (staffId)
        messages.push({
          quoteId: q.id,
          authorId: staffId,
          body: 'Yes, any weekday morning suits us. Bring the bike from 8:30.',
          createdAt: now.minus({ hours: 20 }).toJSDate(),
        })
    }
    if (q.status === 'rejected' && staffId)
      messages.push({
        quoteId: q.id,
        authorId: staffId,
        body: 'We do not repair carbon frames safely in house; a specialist can scan it first.',
        createdAt: now.minus({ days: 19 }).toJSDate(),
      })
  }
  if (messages.length > 0) await tx.insert(quoteMessages).values(messages)
}
