import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { DateTime } from 'luxon'
import { demoAccounts } from '../modules/auth/demo-accounts.ts'
import type { Db, Tx } from './client.ts'
import { demoReference, insertDemoQuotes } from './demo-quotes.ts'
import {
  bookings,
  businessSettings,
  profiles,
  resources,
  services,
  slotSeats,
  users,
} from './schema.ts'

/**
 * A demo that looks lived in: four weeks of past and three of future bookings in
 * every status, quotes in every state with their messages, and a sign-up waiting for an
 * administrator to approve it as an operator, so every staff screen and chart has something to
 * show on the first visit. Written once, on the database that was just given the demo business,
 * relative to the day it is written. The people it books for are made up and cannot sign in.
 */

type BookingStatus = (typeof bookings.$inferInsert)['status']
type Source = (typeof bookings.$inferInsert)['source']

/** One recurring appointment of the demo week: who, what and when (local time). */
interface Template {
  resource: string
  service: string
  time: string
}

/** Monday to Friday; Saturday has its own. Times fit the demo's hours with buffers included. */
const weekday: Template[] = [
  { resource: 'Alex Morgan', service: 'Safety check', time: '09:00' },
  { resource: 'Alex Morgan', service: 'Full service', time: '10:00' },
  { resource: 'Alex Morgan', service: 'Safety check', time: '14:00' },
  { resource: 'Alex Morgan', service: 'Full service', time: '15:00' },
  { resource: 'Sam Okafor', service: 'Full service', time: '09:30' },
  { resource: 'Sam Okafor', service: 'Safety check', time: '11:30' },
  { resource: 'Sam Okafor', service: 'Safety check', time: '13:30' },
  { resource: 'Sam Okafor', service: 'Full service', time: '15:30' },
  { resource: 'Fitting studio', service: 'Bike fitting', time: '10:00' },
  { resource: 'Fitting studio', service: 'Bike fitting', time: '14:00' },
]
const saturday: Template[] = [
  { resource: 'Alex Morgan', service: 'Safety check', time: '09:30' },
  { resource: 'Alex Morgan', service: 'Full service', time: '10:30' },
  { resource: 'Fitting studio', service: 'Bike fitting', time: '10:00' },
]
/** The maintenance class, by weekday (Wednesday evening, Saturday afternoon). */
const classTimes: Record<number, string> = { 3: '18:00', 6: '14:00' }

const madeUpCustomers = [
  ['Maya Lindqvist', '+44 7700 900101'],
  ['Tomás Ferreira', '+44 7700 900102'],
  ['Aisha Bello', '+44 7700 900103'],
  ['Jonah Whitaker', null],
  ['Lena Kowalski', '+44 7700 900105'],
  ['Ravi Menon', '+44 7700 900106'],
  ['Grace O’Neill', null],
  ['Kenji Sato', '+44 7700 900108'],
  ['Noor Haddad', '+44 7700 900109'],
] as const

const pastDays = 28
const futureDays = 21

/** A number from 0 to n - 1 that looks random but is the same on every run. */
function spread(n: number, ...parts: number[]) {
  const digest = crypto.createHash('sha256').update(parts.join(':')).digest()
  return digest.readUInt32BE(0) % n
}

/** What became of a booking, by when it starts (past ones mostly done, a few missed). */
function statusFor(start: DateTime, now: DateTime, seed: number): BookingStatus {
  const roll = spread(20, seed)
  if (start < now) {
    if (roll === 0) return 'cancelled'
    // Yesterday's and today's still wait for staff to mark them done.
    if (start > now.minus({ days: 1 })) return 'confirmed'
    if (roll === 1) return 'no_show'
    if (roll === 2) return 'cancelled'
    if (roll === 3) return 'declined'
    return 'completed'
  }
  if (roll < 2) return 'pending'
  if (roll === 2) return 'cancelled'
  return 'confirmed'
}

/** Call after the demo accounts exist: the demo customer and operator take part when there. */
export async function seedDemoActivity(db: Db, { now }: { now: Date }) {
  await db.transaction(async (tx) => {
    const [settings] = await tx.select().from(businessSettings).where(eq(businessSettings.id, 1))
    if (!settings) throw new Error('demo activity: the demo business is not there')
    const zone = settings.timezone
    const serviceRows = await tx.select().from(services)
    const resourceRows = await tx.select().from(resources)
    const service = (name: string) => {
      const row = serviceRows.find((s) => s.name === name)
      if (!row) throw new Error(`demo activity: no service ${name}`)
      return row
    }
    const resource = (name: string) => {
      const row = resourceRows.find((r) => r.name === name)
      if (!row) throw new Error(`demo activity: no resource ${name}`)
      return row
    }

    const customers = await insertCustomers(tx)
    const demoUser = async (role: string) => {
      const email = demoAccounts.find((a) => a.role === role)?.email ?? ''
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email))
      return row?.id
    }
    const operatorId = await demoUser('operator')
    const demoCustomerId = await demoUser('customer')
    // The demo customer gets a share, so their dashboard is not empty.
    const everyone = demoCustomerId ? [demoCustomerId, ...customers] : customers
    const today = DateTime.fromJSDate(now, { zone }).startOf('day')
    const current = DateTime.fromJSDate(now, { zone })
    const rows: (typeof bookings.$inferInsert)[] = []
    const seats = new Map<string, typeof slotSeats.$inferInsert>()
    let n = 0
    // Who comes next that day: everyone in turn, so nobody is in two places at once (nor twice in
    // one class) until the day has more bookings than the demo has customers.
    let turn = 0
    let busy: string | undefined

    const add = (
      template: Template,
      day: DateTime,
      extra: { shared?: boolean; status?: BookingStatus; source?: Source } = {},
    ) => {
      n += 1
      const s = service(template.service)
      const r = resource(template.resource)
      const [hour, minute] = template.time.split(':').map(Number)
      const start = day.set({ hour, minute })
      const end = start.plus({ minutes: s.durationMinutes })
      const id = crypto.randomUUID()
      const status = extra.status ?? statusFor(start, current, n)
      const source = extra.source ?? (spread(5, n, 1) === 0 ? 'staff' : 'online')
      let customerId = everyone[turn++ % everyone.length]!
      // On the custom build's day its customer is at the workshop that afternoon, not elsewhere.
      if (customerId === busy) customerId = everyone[turn++ % everyone.length]!
      const startAt = start.toJSDate()
      rows.push({
        id,
        reference: demoReference('RSV', n),
        customerId,
        serviceId: s.id,
        resourceId: r.id,
        startAt,
        endAt: end.toJSDate(),
        blockStart: start.minus({ minutes: s.bufferBeforeMinutes }).toJSDate(),
        blockEnd: end.plus({ minutes: s.bufferAfterMinutes }).toJSDate(),
        shareKey: extra.shared ? `${s.id}@${startAt.toISOString()}` : id,
        seats: 1,
        status,
        priceMinor: s.priceMinor,
        currency: settings.currency,
        notes: spread(4, n, 3) === 0 ? 'The rear brake squeals when wet.' : '',
        source,
        createdBy: source === 'staff' && operatorId ? operatorId : customerId,
        createdAt: start.minus({ days: 2 + spread(9, n, 4), hours: spread(8, n, 5) }).toJSDate(),
      })
      if (extra.shared && status !== 'cancelled' && status !== 'declined') {
        const key = `${s.id}@${startAt.toISOString()}`
        const slot = seats.get(key) ?? {
          serviceId: s.id,
          resourceId: r.id,
          startAt,
          taken: 0,
          capacity: s.capacity,
        }
        slot.taken = (slot.taken ?? 0) + 1
        seats.set(key, slot)
      }
      return rows.at(-1)!
    }

    // The day the accepted quote's custom build takes Alex's afternoon.
    let quoteDay = 6
    while (today.plus({ days: quoteDay }).weekday > 5) quoteDay += 1
    for (let offset = -pastDays; offset <= futureDays; offset++) {
      const day = today.plus({ days: offset })
      turn = spread(everyone.length, offset, 2)
      busy = offset === quoteDay ? everyone[0] : undefined
      const templates = day.weekday === 6 ? saturday : day.weekday === 7 ? [] : weekday
      // Busier in the past and the coming week; the further ahead, the emptier.
      const fill = offset < 0 ? 7 : offset <= 7 ? 6 : 3
      templates.forEach((template, i) => {
        if (offset === quoteDay && template.resource === 'Alex Morgan' && template.time >= '14:00')
          return
        if (spread(10, offset, i) < fill) add(template, day)
      })
      const classTime = classTimes[day.weekday]
      if (classTime) {
        const attendees = 2 + spread(5, offset, 99)
        for (let seat = 0; seat < attendees; seat++) {
          add(
            { resource: 'Workshop classroom', service: 'Maintenance class', time: classTime },
            day,
            { shared: true },
          )
        }
      }
    }

    const quoteBooking = add(
      { resource: 'Alex Morgan', service: 'Custom build', time: '14:00' },
      today.plus({ days: quoteDay }),
      { status: 'confirmed', source: 'quote' },
    )
    quoteBooking.priceMinor = 185000
    quoteBooking.customerId = everyone[0]!
    quoteBooking.createdBy = everyone[0]!

    for (let i = 0; i < rows.length; i += 200)
      await tx.insert(bookings).values(rows.slice(i, i + 200))
    if (seats.size > 0) await tx.insert(slotSeats).values([...seats.values()])

    await insertDemoQuotes(tx, {
      customers: everyone,
      customBuild: service('Custom build').id,
      currency: settings.currency,
      now: current,
      acceptedBookingId: quoteBooking.id!,
      acceptedStart: quoteBooking.startAt as Date,
      staffId: operatorId,
    })
  })
}

/** Made-up customers (no password, so nobody signs in as them) and one operator request. */
async function insertCustomers(tx: Tx): Promise<string[]> {
  const people = [
    ...madeUpCustomers.map(([name, phone]) => ({ name, phone, requestsOperator: false })),
    { name: 'Priya Raman', phone: '+44 7700 900110', requestsOperator: true },
  ]
  const rows = people.map((p) => ({
    id: crypto.randomUUID(),
    name: p.name,
    email: `${p.name
      .normalize('NFKD')
      .replace(/[^a-zA-Z ]/g, '')
      .toLowerCase()
      .replace(/ /g, '.')}@example.com`,
    emailVerified: true,
    role: 'customer',
  }))
  await tx.insert(users).values(rows)
  await tx.insert(profiles).values(
    rows.map((row, i) => ({
      id: row.id,
      fullName: row.name,
      phone: people[i]!.phone,
      requestedRole: people[i]!.requestsOperator ? ('operator' as const) : null,
    })),
  )
  // The one asking to be an operator has no bookings of their own.
  return rows.slice(0, madeUpCustomers.length).map((r) => r.id)
}
