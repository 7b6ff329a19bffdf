import type { CalendarFeed, Role } from '@reserva/shared'
import { calendarFeedErrorCodes } from '@reserva/shared'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { errorFactory, notFound } from '../../lib/errors.ts'
import { type CalendarEvent, renderCalendar } from '../../lib/ics.ts'
import type { SignedLinks } from '../../lib/signed-links.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { bannedAt } from '../auth/roles.ts'
import type { CurrentUser } from '../auth/session.ts'
import { resources } from '../catalogue/catalogue.table.ts'
import { readerLanguage } from '../mail/mail-language.ts'
import { wordsFor } from '../mail/words.ts'
import { requireSettings } from '../settings/settings.service.ts'
import {
  deleteFeed,
  type FeedBooking,
  type FeedOwner,
  findFeed,
  findFeedById,
  listFeedBookings,
  ofCustomer,
  ofResource,
  renewFeed,
} from './calendar-feeds.repository.ts'

/**
 * Private calendar feeds (decision 047). A person's feed shows what they may see of the bookings
 * when the calendar asks, not when it was made: a customer's own bookings, or the business's for
 * staff; a banned person's shows nothing. A resource's shows that resource's bookings.
 */
export interface FeedDeps {
  db: Db
  publicUrl: string
  links: SignedLinks
}

const day = 24 * 60 * 60 * 1000
/** A feed covers a month back and a little over a year ahead. */
const window = (now: Date) => ({
  from: new Date(now.getTime() - 31 * day),
  to: new Date(now.getTime() + 400 * day),
})
/** Each event reminds this long before it starts (a VALARM). */
const alarmMinutesBefore = 30

const feedError = errorFactory(calendarFeedErrorCodes)
const feedGone = () =>
  feedError('calendar_feeds.not_found', 'This calendar address is not a feed, or no longer works')

const kindFor = (owner: FeedOwner, role: Role): CalendarFeed['kind'] =>
  'resourceId' in owner ? 'resource' : role === 'customer' ? 'mine' : 'business'

const present = (
  deps: FeedDeps,
  row: { id: string; version: number; createdAt: Date },
  kind: CalendarFeed['kind'],
): CalendarFeed => ({
  url: `${deps.publicUrl}/api/v1/calendar-feeds/${deps.links.linkFor(row.id, row.version)}.ics`,
  kind,
  createdAt: row.createdAt.toISOString(),
})

/** The signed-in person's feed, or null while they have none. */
export async function ownFeed(deps: FeedDeps, actor: CurrentUser) {
  const owner = { userId: actor.id }
  const row = await findFeed(deps.db, owner)
  return row ? present(deps, row, kindFor(owner, actor.role)) : null
}

/** A new address for the person's feed: the one before stops working. */
export async function renewOwnFeed(
  deps: FeedDeps,
  { actor, now }: { actor: CurrentUser; now: Date },
) {
  const owner = { userId: actor.id }
  const row = await deps.db.transaction((tx) => renewFeed(tx, owner, now))
  return present(deps, row, kindFor(owner, actor.role))
}

export async function turnOffOwnFeed(deps: FeedDeps, actor: CurrentUser) {
  await deps.db.transaction((tx) => deleteFeed(tx, { userId: actor.id }))
}

async function requireResource(db: Db, resourceId: string) {
  const [found] = await db
    .select({ name: resources.name })
    .from(resources)
    .where(eq(resources.id, resourceId))
  if (!found) throw notFound('No such resource')
  return found
}

export async function resourceFeed(deps: FeedDeps, resourceId: string) {
  await requireResource(deps.db, resourceId)
  const row = await findFeed(deps.db, { resourceId })
  return row ? present(deps, row, 'resource') : null
}

/** A new address for a resource's feed (staff); audited, as it ends the one others may use. */
export async function renewResourceFeed(
  deps: FeedDeps,
  { actor, resourceId, now }: { actor: CurrentUser; resourceId: string; now: Date },
) {
  const { name } = await requireResource(deps.db, resourceId)
  const row = await deps.db.transaction(async (tx) => {
    const renewed = await renewFeed(tx, { resourceId }, now)
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'resource.feed_renewed',
      entity: 'resource',
      entityId: resourceId,
      data: { name },
    })
    return renewed
  })
  return present(deps, row, 'resource')
}

export async function turnOffResourceFeed(
  deps: FeedDeps,
  { actor, resourceId }: { actor: CurrentUser; resourceId: string },
) {
  const { name } = await requireResource(deps.db, resourceId)
  await deps.db.transaction(async (tx) => {
    if (!(await deleteFeed(tx, { resourceId }))) return
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'resource.feed_turned_off',
      entity: 'resource',
      entityId: resourceId,
      data: { name },
    })
  })
}

const statusOf = (status: FeedBooking['status']): CalendarEvent['status'] =>
  status === 'cancelled' || status === 'declined'
    ? 'CANCELLED'
    : status === 'pending'
      ? 'TENTATIVE'
      : 'CONFIRMED'

/**
 * A booking as a calendar event: as its customer sees it (`mine`), or as staff do (the customer
 * named). The UID is the booking's, so a feed, a file and a CalDAV calendar name one event.
 */
export function feedEvent(
  row: FeedBooking,
  {
    mine,
    t,
    business,
    address,
    publicUrl,
  }: {
    mine: boolean
    t: ReturnType<typeof wordsFor>['t']
    business: string
    address: string
    publicUrl: string
  },
): CalendarEvent {
  const described = mine
    ? t('ics.description', { reference: row.reference, resource: row.resourceName })
    : t('feed.staffDescription', {
        reference: row.reference,
        customer: row.customerName,
        resource: row.resourceName,
      })
  return {
    uid: `${row.id}@reserva`,
    start: row.startAt,
    end: row.endAt,
    summary: mine
      ? t('ics.summary', { service: row.serviceName, business })
      : t('feed.staffSummary', { service: row.serviceName, customer: row.customerName }),
    description: row.notes ? `${described}\n${t('ics.notes', { notes: row.notes })}` : described,
    location: address,
    url: mine
      ? `${publicUrl}/booking-confirmation?ref=${row.reference}`
      : `${publicUrl}/operator-dashboard?section=bookings&booking=${row.reference}`,
    status: statusOf(row.status),
    sequence: row.sequence,
    lastModified: row.updatedAt,
    alarmMinutesBefore,
  }
}

/**
 * The feed a link opens, as an iCalendar text in the business's zone; `calendar_feeds.not_found`
 * for anything but the current address of a feed whose person may still sign in.
 */
export async function readFeed(deps: FeedDeps, { link, now }: { link: string; now: Date }) {
  const named = deps.links.read(link)
  if (!named) throw feedGone()
  const found = await findFeedById(deps.db, named.id)
  if (!found || found.feed.version !== named.version) throw feedGone()
  const { feed, person, resourceName } = found
  if (feed.userId && (!person || bannedAt(person, now))) throw feedGone()
  const settings = await requireSettings(deps.db)
  const language = readerLanguage({
    chosen: person?.language ?? null,
    businessDefault: settings.defaultLanguage,
  })
  const { t } = wordsFor(language)
  const mine = feed.userId !== null && person?.role === 'customer'
  const where = feed.resourceId
    ? ofResource(feed.resourceId)
    : mine && feed.userId
      ? ofCustomer(feed.userId)
      : undefined
  const rows = await listFeedBookings(deps.db, { where, ...window(now) })
  const business = settings.name
  const name = feed.resourceId
    ? t('feed.nameResource', { business, resource: resourceName ?? '' })
    : mine
      ? t('feed.nameMine', { business })
      : t('feed.nameBusiness', { business })
  const events = rows.map((row) =>
    feedEvent(row, { mine, t, business, address: settings.address, publicUrl: deps.publicUrl }),
  )
  return renderCalendar({
    prodId: `-//Reserva//${business}//${language.toUpperCase()}`,
    name,
    timeZone: settings.timezone,
    events,
    now,
  })
}
