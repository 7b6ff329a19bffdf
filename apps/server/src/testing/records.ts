import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import { sessions, users as userTable } from '../modules/auth/auth.table.ts'
import { resources, services } from '../modules/catalogue/catalogue.table.ts'
import { send, signUpAs, uniqueEmail } from './auth-helpers.ts'
import { readJson, type TestApp } from './create-test-app.ts'
import { pngBytes } from './files.ts'

/** Who asks: nobody, the customer who owns the records, another customer, and staff. */
export const actors = ['visitor', 'customer', 'otherCustomer', 'operator', 'admin'] as const
export type Actor = (typeof actors)[number]

const day = 86_400_000
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10)

/** Ids of demo rows by name, failing loudly on a name the demo lacks. */
function idLookup(what: string, rows: { id: string; name: string }[]) {
  const ids = new Map(rows.map((row) => [row.name, row.id]))
  return (name: string) => {
    const id = ids.get(name)
    if (!id) throw new Error(`demo ${what} ${name} missing`)
    return id
  }
}

/**
 * Real records on the demo business, owned by one customer, made through the API as people
 * would make them, plus makers of fresh ones for calls that change what they act on. Shared
 * by the permission matrix and the fuzz test, so both reach past "not found" into services.
 */
export async function createRecords(t: TestApp) {
  const [customer, otherCustomer, operator, admin] = await Promise.all([
    signUpAs(t, 'customer', 'Cora Customer'),
    signUpAs(t, 'customer', 'Otto Other'),
    signUpAs(t, 'operator', 'Olga Operator'),
    signUpAs(t, 'admin', 'Ada Admin'),
  ])
  const users = { customer, otherCustomer, operator, admin }
  const cookieOf = (actor: Actor) => (actor === 'visitor' ? undefined : users[actor].cookie)

  /** Calls the API as `actor`; any answer but `status` is a broken fixture, not a finding. */
  const call = async (
    actor: Actor,
    method: string,
    path: string,
    body?: unknown,
    status = method === 'POST' ? 201 : 200,
  ) => {
    const cookie = cookieOf(actor) ?? ''
    const res = await t.request(
      path,
      body === undefined ? { method, headers: { cookie } } : send(method, body, cookie),
    )
    if (res.status !== status) {
      throw new Error(`fixture ${method} ${path}: ${res.status} ${await res.text()}`)
    }
    // biome-ignore lint/suspicious/noExplicitAny: fixtures read the fields they asked for
    return res.status === 204 ? undefined : (readJson(res) as Promise<any>)
  }

  /** A demo service's id by its name. */
  const serviceId = idLookup('service', await t.db.select().from(services))
  /** A demo resource's id by its name. */
  const resourceId = idLookup('resource', await t.db.select().from(resources))

  /**
   * Free starts of a service between two days from now (on `resource` alone when named), each
   * handed out once.
   */
  const startsOf = async (service: string, fromDay: number, toDay: number, resource?: string) => {
    const only = resource ? `&resourceId=${resourceId(resource)}` : ''
    // One resource's times are for staff to see.
    const { slots } = await call(
      resource ? 'operator' : 'visitor',
      'GET',
      `/api/v1/services/${serviceId(service)}/slots?from=${isoDay(fromDay)}&to=${isoDay(toDay)}${only}`,
    )
    // An hour apart, so each fits on one resource whatever the others hold.
    const starts: string[] = []
    for (const { start } of slots as { start: string }[]) {
      const last = starts.at(-1)
      if (!last || Date.parse(start) - Date.parse(last) >= 60 * 60_000) starts.push(start)
    }
    return () => {
      const start = starts.shift()
      if (!start) throw new Error(`fixture: no free start of ${service} left`)
      return start
    }
  }
  // Three days on is past every cut-off; the demo's horizon is 60 days. The two services use
  // different resources (mechanics, the fitting studio), so their starts never collide.
  const freeStart = await startsOf('Safety check', 3, 45)
  const freeFittingStart = await startsOf('Bike fitting', 3, 58)
  // Staff's choice of mechanic: a time Sam works (not Saturdays, when only Alex does), on days
  // `freeStart` leaves alone (it may put a booking on Sam whenever Alex is busy).
  const freeStartWithSam = await startsOf('Safety check', 46, 58, 'Sam Okafor')

  let pastBookings = 0
  /** A booking of the customer's (confirmed: the demo needs no confirmation). */
  const newBooking = async ({
    status = 'confirmed',
    past = false,
    owner = 'customer' as Actor,
  }: {
    status?: 'pending' | 'confirmed'
    past?: boolean
    owner?: Actor
  } = {}) => {
    const { booking } = await call(owner, 'POST', '/api/v1/bookings', {
      serviceId: serviceId('Safety check'),
      start: freeStart(),
      notes: 'Rear brake rubs',
    })
    if (status === 'pending') {
      await t.db.execute(sql`update bookings set status = 'pending' where id = ${booking.id}`)
    }
    if (past) {
      // As time would: the booking started hours ago (each its own hour, so none overlap).
      const hours = ++pastBookings
      await t.db.execute(
        sql`update bookings set start_at = now() - make_interval(hours => ${hours}), end_at = now() - make_interval(hours => ${hours}) + interval '30 minutes', block_start = now() - make_interval(hours => ${hours}), block_end = now() - make_interval(hours => ${hours}) + interval '40 minutes' where id = ${booking.id}`,
      )
    }
    return booking as { id: string; reference: string }
  }

  /** A quote request of the customer's; `offered`: with the operator's offer on it. */
  const newQuote = async ({ offered = false }: { offered?: boolean } = {}) => {
    // Records for the tests, not what they test: the customer's quotes before this one were
    // asked for an hour earlier, so the request limit (quoteLimits) never refuses one.
    await t.db.execute(sql`update quotes set created_at = created_at - interval '1 hour'`)
    const { quote } = await call('customer', 'POST', '/api/v1/quotes', {
      serviceId: serviceId('Custom build'),
      title: 'Touring wheelset',
      details: 'Hand-built 700c wheels with a dynamo hub, 36 spokes.',
      preferredDates: [isoDay(10)],
    })
    if (offered) {
      await call(
        'operator',
        'POST',
        `/api/v1/quotes/${quote.id}/offer`,
        {
          priceMinor: 42_000,
          validUntil: new Date(Date.now() + 7 * day).toISOString(),
          // A custom job booked as a fitting: quote-only services have no public slots.
          serviceId: serviceId('Bike fitting'),
          proposedStart: freeFittingStart(),
          message: 'Ready in a week.',
        },
        200,
      )
    }
    return quote as { id: string; reference: string }
  }

  const attach = async (quoteId: string, actor: Actor = 'customer') => {
    const form = new FormData()
    form.append('file', new File([pngBytes()], 'frame.png', { type: 'image/png' }))
    const res = await t.request(`/api/v1/quotes/${quoteId}/attachments`, {
      method: 'POST',
      headers: { cookie: cookieOf(actor) ?? '' },
      body: form,
    })
    if (res.status !== 201) throw new Error(`fixture attachment: ${res.status} ${await res.text()}`)
    return (await readJson(res)).attachment as { id: string }
  }

  /** A resource staff may change without touching the demo's own. */
  const newResource = async () => {
    const { resource } = await call('admin', 'POST', '/api/v1/admin/resources', {
      name: `Spare stand ${crypto.randomUUID().slice(0, 8)}`,
      kind: 'equipment',
    })
    return resource as { id: string }
  }
  const newTimeOff = async (resourceId: string) => {
    const { resource } = await call(
      'operator',
      'POST',
      `/api/v1/resources/${resourceId}/time-off`,
      {
        start: new Date(Date.now() + 20 * day).toISOString(),
        end: new Date(Date.now() + 21 * day).toISOString(),
        reason: 'Servicing',
      },
    )
    return (resource.timeOff as { id: string }[]).at(-1)?.id as string
  }

  /**
   * A user nobody else relies on, with a session, for the admin endpoints that ban, remove or
   * sign out: written straight to the tables, since signing up hashes a password (slow).
   */
  const newTarget = async () => {
    const id = crypto.randomUUID()
    await t.db.insert(userTable).values({ id, name: 'Tara Target', email: uniqueEmail('target') })
    const token = crypto.randomBytes(16).toString('hex')
    await t.db.insert(sessions).values({
      id: crypto.randomUUID(),
      userId: id,
      token,
      expiresAt: new Date(Date.now() + day),
    })
    return { id, sessionToken: token }
  }

  /** An object of the customer's in a private bucket of the admin's making. */
  const bucket = `files-${crypto.randomUUID().slice(0, 8)}`
  await call('admin', 'POST', '/api/v1/storage/bucket', { id: bucket, public: false })
  const newObject = async (owner: Actor = 'customer') => {
    const name = `${users.customer.userId}/${crypto.randomUUID().slice(0, 8)}.txt`
    const res = await t.request(`/api/v1/storage/object/${bucket}/${name}`, {
      method: 'POST',
      headers: { cookie: cookieOf(owner) ?? '', 'content-type': 'text/plain' },
      body: 'bike notes',
    })
    if (res.status !== 200) throw new Error(`fixture object: ${res.status} ${await res.text()}`)
    return name
  }

  const booking = await newBooking()
  const quote = await newQuote()
  const attachment = await attach(quote.id)
  const resource = await newResource()
  const timeOffId = await newTimeOff(resource.id)
  const objectName = await newObject()

  return {
    t,
    users,
    cookieOf,
    call,
    serviceId,
    resourceId,
    freeStart,
    freeFittingStart,
    freeStartWithSam,
    newBooking,
    newQuote,
    attach,
    newResource,
    newTimeOff,
    newTarget,
    newObject,
    bucket,
    /** The first customer's own records. */
    booking,
    quote,
    attachment,
    resource,
    timeOffId,
    objectName,
  }
}

export type Records = Awaited<ReturnType<typeof createRecords>>
