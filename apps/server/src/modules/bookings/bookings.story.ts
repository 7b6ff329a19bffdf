import type { AddStaffNote, BookingStory, StaffNote } from '@reserva/shared/booking-story'
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { returnedRow } from '../../db/returned-row.ts'
import { listAudit, writeAudit } from '../audit/audit.repository.ts'
import { users } from '../auth/auth.table.ts'
import { phonePlaceholderDomain } from '../auth/auth.ts'
import type { CurrentUser } from '../auth/session.ts'
import { resources, services } from '../catalogue/catalogue.table.ts'
import { profiles } from '../profiles/profiles.table.ts'
import { noSuchBooking } from './bookings.errors.ts'
import type { BookingDeps } from './bookings.service.ts'
import { lockVisibleBooking } from './bookings.service.ts'
import { bookingStaffNotes, bookings } from './bookings.table.ts'

/** The most changes a story shows: far more than any booking goes through. */
const eventLimit = 200
const recentLimit = 5

/**
 * A booking's story for staff (the route lets only operators and admins in): its changes from the
 * audit log, oldest first, with who made them; staff's notes; its customer's contact details and
 * visits. A move to another resource names both resources. 404 when there is no such booking.
 */
export async function getBookingStory(db: Db, id: string): Promise<BookingStory> {
  const [booking] = await db
    .select({ customerId: bookings.customerId })
    .from(bookings)
    .where(eq(bookings.id, id))
  if (!booking) throw noSuchBooking()
  const [rows, notes, customer] = await Promise.all([
    listAudit(db, { filter: { entity: 'booking', entityId: id }, limit: eventLimit }),
    listNotes(db, id),
    customerOf(db, booking.customerId, id),
  ])
  const resourceNames = await namesOf(
    db,
    rows.flatMap((row) => movedResources(row.data)),
  )
  return {
    events: rows.reverse().map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actorId ? { id: row.actorId, name: row.actorName ?? 'Someone' } : null,
      action: row.action,
      data: withResourceNames(row.data, resourceNames),
    })),
    notes,
    customer,
  }
}

/** A note for staff about the booking, audited (`booking.note_added`) in the same transaction. */
export async function addStaffNote(
  deps: Pick<BookingDeps, 'db'>,
  { actor, id, note, now }: { actor: CurrentUser; id: string; note: AddStaffNote; now: Date },
): Promise<StaffNote> {
  return deps.db.transaction(async (tx) => {
    // Locked as every change of the booking is, so a note never lands on a half-made one.
    await lockVisibleBooking(tx, { actor, id })
    const row = await returnedRow(
      tx
        .insert(bookingStaffNotes)
        .values({ bookingId: id, authorId: actor.id, body: note.body.trim(), createdAt: now })
        .returning(),
      'staff note insert',
    )
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'booking.note_added',
      entity: 'booking',
      entityId: id,
      data: { noteId: row.id },
    })
    return {
      id: row.id,
      at: row.createdAt.toISOString(),
      author: { id: actor.id, name: actor.name },
      body: row.body,
    }
  })
}

async function listNotes(db: Db, bookingId: string): Promise<StaffNote[]> {
  const rows = await db
    .select({
      id: bookingStaffNotes.id,
      at: bookingStaffNotes.createdAt,
      authorId: bookingStaffNotes.authorId,
      authorName: users.name,
      body: bookingStaffNotes.body,
    })
    .from(bookingStaffNotes)
    .leftJoin(users, eq(users.id, bookingStaffNotes.authorId))
    .where(eq(bookingStaffNotes.bookingId, bookingId))
    .orderBy(asc(bookingStaffNotes.createdAt), asc(bookingStaffNotes.id))
  return rows.map(({ id, at, authorId, authorName, body }) => ({
    id,
    at: at.toISOString(),
    author: authorId ? { id: authorId, name: authorName ?? 'Someone' } : null,
    body,
  }))
}

/** The customer's contact details, the count of their bookings by outcome, and their others. */
async function customerOf(db: Db, customerId: string, bookingId: string) {
  const [[person], [visits], recent] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        accountPhone: users.phoneNumber,
        profilePhone: profiles.phone,
        since: users.createdAt,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, customerId)),
    db
      .select({
        total: count(),
        completed: count(sql`case when ${bookings.status} = 'completed' then 1 end`),
        noShows: count(sql`case when ${bookings.status} = 'no_show' then 1 end`),
        cancelled: count(sql`case when ${bookings.status} = 'cancelled' then 1 end`),
      })
      .from(bookings)
      .where(eq(bookings.customerId, customerId)),
    db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        start: bookings.startAt,
        service: services.name,
        status: bookings.status,
      })
      .from(bookings)
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(and(eq(bookings.customerId, customerId), ne(bookings.id, bookingId)))
      .orderBy(desc(bookings.startAt))
      .limit(recentLimit),
  ])
  if (!person) throw noSuchBooking()
  return {
    id: person.id,
    name: person.name,
    // A customer known by number has a stand-in address nobody can write to.
    email: person.email.endsWith(`@${phonePlaceholderDomain}`) ? null : person.email,
    phone: person.profilePhone ?? person.accountPhone ?? null,
    since: person.since.toISOString(),
    visits: visits ?? { total: 0, completed: 0, noShows: 0, cancelled: 0 },
    recent: recent.map((row) => ({ ...row, start: row.start.toISOString() })),
  }
}

/** The resources a move between resources recorded (`booking.rescheduled`). */
const movedResources = (data: Record<string, unknown>) =>
  [data.fromResourceId, data.toResourceId].filter((id): id is string => typeof id === 'string')

async function namesOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ id: resources.id, name: resources.name })
    .from(resources)
    .where(inArray(resources.id, [...new Set(ids)]))
  return new Map(rows.map((row) => [row.id, row.name]))
}

function withResourceNames(data: Record<string, unknown>, names: Map<string, string>) {
  const name = (id: unknown) => (typeof id === 'string' ? names.get(id) : undefined)
  const from = name(data.fromResourceId)
  const to = name(data.toResourceId)
  return {
    ...data,
    ...(from ? { fromResource: from } : {}),
    ...(to ? { toResource: to } : {}),
  }
}
