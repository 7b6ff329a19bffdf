import { aliasedTable, and, asc, eq, inArray, ne, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auditLog } from '../audit/audit.table.ts'
import { accounts, sessions, users, walletAddresses } from '../auth/auth.table.ts'
import { signInFailures } from '../auth/sign-in-guard.table.ts'
import { bookings } from '../bookings/bookings.table.ts'
import { calendarFeeds } from '../calendar-feeds/calendar-feeds.table.ts'
import { resources, services } from '../catalogue/catalogue.table.ts'
import { guestConfirmations } from '../guests/guests.table.ts'
import { outbox } from '../mail/outbox.table.ts'
import { profiles } from '../profiles/profiles.table.ts'
import { quoteAttachments, quoteMessages, quotes } from '../quotes/quotes.table.ts'
import { storageObjects } from '../storage/storage.table.ts'
import { archiveName } from './data-export.archive.ts'

/**
 * Everything Reserva holds about one person (decision 051), as the documents of their export and
 * the files to put beside them. Secrets stay out (password hashes, tokens, two-factor secrets),
 * and so do staff's internal notes, which are the business's: what the person said, what was said
 * to them and what was done with their bookings, quotes and account is in.
 */
export interface PersonData {
  /** File name (`profile.json`…) to its content, written as JSON. */
  documents: Record<string, unknown>
  /** The stored files to add, each at its path in the archive. */
  files: { path: string; bucketId: string; objectName: string }[]
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null

/** Audit actions whose data is the business's own words about the person: left out. */
const staffOnlyActions = ['booking.note_added']

/** `privacyMarkdown`: the business's privacy text as it reads now, kept with the consents. */
export async function collectPersonData(
  db: Db,
  subjectId: string,
  { privacyMarkdown }: { privacyMarkdown: string },
): Promise<PersonData> {
  const [person] = await db.select().from(users).where(eq(users.id, subjectId))
  if (!person) throw new Error(`No person ${subjectId} to export`)
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, subjectId))

  const [signIn, bookingsDoc, quotesDoc, consents, mails, ownFiles] = await Promise.all([
    signInOf(db, person),
    bookingsOf(db, subjectId),
    quotesOf(db, subjectId),
    consentsOf(db, subjectId, privacyMarkdown),
    mailsOf(db, [person.email, person.phoneNumber, profile?.phone]),
    db
      .select()
      .from(storageObjects)
      .where(eq(storageObjects.ownerId, subjectId))
      .orderBy(asc(storageObjects.bucketId), asc(storageObjects.name)),
  ])

  // Files of their quotes, whoever uploaded them, under the quote's reference; then any other
  // file they own, under its bucket. A file in both is written once.
  const files: PersonData['files'] = []
  const placed = new Set<string>()
  for (const quote of quotesDoc.list) {
    for (const file of quote.files) {
      placed.add(`${file.bucketId}/${file.objectName}`)
      files.push({ path: file.path, bucketId: file.bucketId, objectName: file.objectName })
    }
  }
  const otherFiles = ownFiles
    .filter((row) => !placed.has(`${row.bucketId}/${row.name}`))
    .map((row) => ({
      path: `files/${archiveName(row.bucketId)}/${row.name.split('/').map(archiveName).join('/')}`,
      bucketId: row.bucketId,
      objectName: row.name,
      size: row.size,
      type: row.mimeType,
      storedAt: iso(row.createdAt),
    }))
  files.push(...otherFiles)

  return {
    documents: {
      'profile.json': {
        id: person.id,
        name: person.name,
        email: person.email,
        emailVerified: person.emailVerified,
        phone: person.phoneNumber ?? profile?.phone ?? null,
        phoneVerified: person.phoneNumberVerified ?? false,
        fullName: profile?.fullName || null,
        timezone: profile?.timezone ?? null,
        language: profile?.language ?? null,
        image: person.image ?? profile?.avatarUrl ?? null,
        role: person.role,
        requestedRole: profile?.requestedRole ?? null,
        blocked: person.banned === true,
        blockReason: person.banned ? person.banReason : null,
        createdAt: iso(person.createdAt),
        updatedAt: iso(person.updatedAt),
      },
      'sign-in.json': signIn,
      'bookings.json': bookingsDoc,
      'quotes.json': quotesDoc.list.map(({ files: attached, ...quote }) => ({
        ...quote,
        files: attached.map(({ bucketId: _b, objectName: _o, ...file }) => file),
      })),
      'consents.json': consents,
      'mails.json': mails,
      'files.json': otherFiles.map(({ bucketId, objectName: _o, ...file }) => ({
        bucket: bucketId,
        ...file,
      })),
    },
    files,
  }
}

/** Ways in (no secrets), sessions with their address and browser, and the account's audit trail. */
async function signInOf(db: Db, person: typeof users.$inferSelect) {
  const actor = aliasedTable(users, 'actor')
  const [methods, wallets, open, failures, trail] = await Promise.all([
    db
      .select({
        provider: accounts.providerId,
        accountId: accounts.accountId,
        hasPassword: accounts.password,
        scope: accounts.scope,
        createdAt: accounts.createdAt,
      })
      .from(accounts)
      .where(eq(accounts.userId, person.id))
      .orderBy(asc(accounts.createdAt)),
    db
      .select()
      .from(walletAddresses)
      .where(eq(walletAddresses.userId, person.id))
      .orderBy(asc(walletAddresses.createdAt)),
    db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, person.id))
      .orderBy(asc(sessions.createdAt)),
    db
      .select()
      .from(signInFailures)
      .where(
        inArray(
          signInFailures.identifier,
          [person.email.toLowerCase(), person.phoneNumber].filter((v): v is string => !!v),
        ),
      ),
    db
      .select({ row: auditLog, actorName: actor.name })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, person.id)))
      .orderBy(asc(auditLog.at)),
  ])
  return {
    methods: methods.map((m) => ({
      provider: m.provider,
      accountId: m.provider === 'credential' ? null : m.accountId,
      password: m.hasPassword !== null,
      scope: m.scope,
      linkedAt: iso(m.createdAt),
    })),
    twoFactorEnabled: person.twoFactorEnabled === true,
    wallets: wallets.map((w) => ({
      address: w.address,
      chainId: w.chainId,
      primary: w.isPrimary === true,
      linkedAt: iso(w.createdAt),
    })),
    sessions: open.map((s) => ({
      startedAt: iso(s.createdAt),
      lastSeenAt: iso(s.updatedAt),
      expiresAt: iso(s.expiresAt),
      ipAddress: s.ipAddress,
      browser: s.userAgent,
    })),
    failedSignIns: failures.map((f) => ({
      identifier: f.identifier,
      failures: f.failures,
      since: iso(f.windowStartedAt),
      lockedUntil: iso(f.lockedUntil),
    })),
    history: trail.map(({ row, actorName }) => ({
      at: iso(row.at),
      action: row.action,
      by: row.actorId === person.id ? 'you' : (actorName ?? (row.actorId ? 'someone' : 'system')),
      data: row.data,
    })),
  }
}

async function bookingsOf(db: Db, subjectId: string) {
  const rows = await db
    .select({ booking: bookings, service: services.name, resource: resources.name })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(resources, eq(resources.id, bookings.resourceId))
    .where(eq(bookings.customerId, subjectId))
    .orderBy(asc(bookings.startAt))
  const ids = rows.map((r) => r.booking.id)
  const story =
    ids.length === 0
      ? []
      : await db
          .select({ row: auditLog, actorRole: users.role })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(
            and(
              eq(auditLog.entity, 'booking'),
              inArray(auditLog.entityId, ids),
              ...staffOnlyActions.map((action) => ne(auditLog.action, action)),
            ),
          )
          .orderBy(asc(auditLog.at))
  return rows.map(({ booking: b, service, resource }) => ({
    reference: b.reference,
    status: b.status,
    service,
    resource,
    start: iso(b.startAt),
    end: iso(b.endAt),
    seats: b.seats,
    priceMinor: b.priceMinor,
    currency: b.currency,
    notes: b.notes,
    statusReason: b.statusReason,
    source: b.source,
    createdAt: iso(b.createdAt),
    updatedAt: iso(b.updatedAt),
    history: story
      .filter(({ row }) => row.entityId === b.id)
      .map(({ row, actorRole }) => ({
        at: iso(row.at),
        action: row.action,
        by: !row.actorId
          ? 'system'
          : row.actorId === subjectId
            ? 'you'
            : actorRole === 'customer'
              ? 'someone'
              : 'the business',
        data: row.data,
      })),
  }))
}

async function quotesOf(db: Db, subjectId: string) {
  const offered = aliasedTable(services, 'offered')
  const rows = await db
    .select({
      quote: quotes,
      service: services.name,
      offerService: offered.name,
      offerResource: resources.name,
      booking: bookings.reference,
    })
    .from(quotes)
    .leftJoin(services, eq(services.id, quotes.serviceId))
    .leftJoin(offered, eq(offered.id, quotes.offerServiceId))
    .leftJoin(resources, eq(resources.id, quotes.offerResourceId))
    .leftJoin(bookings, eq(bookings.id, quotes.bookingId))
    .where(eq(quotes.customerId, subjectId))
    .orderBy(asc(quotes.createdAt))
  const ids = rows.map((r) => r.quote.id)
  const [messages, attachments] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ message: quoteMessages, authorName: users.name })
            .from(quoteMessages)
            .innerJoin(users, eq(users.id, quoteMessages.authorId))
            .where(inArray(quoteMessages.quoteId, ids))
            .orderBy(asc(quoteMessages.createdAt), asc(quoteMessages.id)),
          db
            .select()
            .from(quoteAttachments)
            .where(inArray(quoteAttachments.quoteId, ids))
            .orderBy(asc(quoteAttachments.createdAt), asc(quoteAttachments.id)),
        ])
  const from = (authorId: string, name: string) => (authorId === subjectId ? 'you' : name)
  const list = rows.map(({ quote: q, ...names }) => ({
    reference: q.reference,
    title: q.title,
    details: q.details,
    service: names.service,
    preferredDates: q.preferredDates,
    partySize: q.partySize,
    status: q.status,
    offer:
      q.offeredAt === null
        ? null
        : {
            priceMinor: q.offerPriceMinor,
            currency: q.offerCurrency,
            service: names.offerService,
            resource: names.offerResource,
            start: iso(q.offerStart),
            durationMinutes: q.offerDurationMinutes,
            message: q.offerMessage,
            validUntil: iso(q.offerValidUntil),
            offeredAt: iso(q.offeredAt),
          },
    booking: names.booking,
    createdAt: iso(q.createdAt),
    messages: messages
      .filter(({ message }) => message.quoteId === q.id)
      .map(({ message, authorName }) => ({
        at: iso(message.createdAt),
        from: from(message.authorId, authorName),
        body: message.body,
      })),
    files: attachments
      .filter((a) => a.quoteId === q.id)
      .map((a, i) => ({
        name: a.fileName,
        size: a.size,
        type: a.mimeType,
        uploadedAt: iso(a.createdAt),
        uploadedBy: a.uploadedBy === subjectId ? 'you' : 'the business',
        path: `files/quotes/${archiveName(q.reference)}/${i + 1}-${archiveName(a.fileName)}`,
        bucketId: a.bucketId,
        objectName: a.objectName,
      })),
  }))
  return { list }
}

/** What the person allowed: sign-in providers and their scopes, feeds, wallets; the policy now. */
async function consentsOf(db: Db, subjectId: string, privacyMarkdown: string) {
  const [providers, feeds, confirmations] = await Promise.all([
    db
      .select({ provider: accounts.providerId, scope: accounts.scope, at: accounts.createdAt })
      .from(accounts)
      .where(and(eq(accounts.userId, subjectId), ne(accounts.providerId, 'credential')))
      .orderBy(asc(accounts.createdAt)),
    db
      .select({ createdAt: calendarFeeds.createdAt, resource: resources.name })
      .from(calendarFeeds)
      .leftJoin(resources, eq(resources.id, calendarFeeds.resourceId))
      .where(eq(calendarFeeds.userId, subjectId)),
    db
      .select({ kind: guestConfirmations.kind, createdAt: guestConfirmations.createdAt })
      .from(guestConfirmations)
      .where(eq(guestConfirmations.userId, subjectId)),
  ])
  return {
    marketing: 'none: Reserva sends only the mails and texts a booking, quote or account needs',
    signInProviders: providers.map((p) => ({
      provider: p.provider,
      scope: p.scope,
      at: iso(p.at),
    })),
    calendarFeeds: feeds.map((f) => ({
      of: f.resource ?? 'your bookings',
      createdAt: iso(f.createdAt),
    })),
    guestConfirmationsWaiting: confirmations.map((c) => ({ kind: c.kind, at: iso(c.createdAt) })),
    privacyPolicyNow: privacyMarkdown,
  }
}

/** Every mail and text sent (or waiting) to the person's address and numbers. */
async function mailsOf(db: Db, to: (string | null | undefined)[]) {
  const addresses = [...new Set(to.filter((v): v is string => !!v))]
  const rows = await db
    .select()
    .from(outbox)
    .where(
      or(
        inArray(outbox.to, addresses),
        inArray(
          outbox.to,
          addresses.map((a) => a.toLowerCase()),
        ),
      ),
    )
    .orderBy(asc(outbox.createdAt))
  return rows.map((m) => ({
    channel: m.channel,
    kind: m.kind,
    to: m.to,
    subject: m.subject,
    text: m.text,
    status: m.status,
    queuedAt: iso(m.createdAt),
    sentAt: iso(m.sentAt),
  }))
}
