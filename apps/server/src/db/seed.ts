import { eq } from 'drizzle-orm'
import type { Db } from './client.ts'
import { businessSettings, resources, serviceResources, services, workingHours } from './schema.ts'

const aboutMarkdown = `## A workshop that keeps you riding

Spoke & Chain is an independent bicycle workshop on Harbour Lane, run by two mechanics who have
been fixing, fitting and building bikes for more than fifteen years. We work on everything from
commuter hybrids and cargo bikes to road, gravel and e-bikes.

### What we do

- **Repairs and servicing** — from a quick safety check to a full strip-down and rebuild.
- **Bike fitting** — a one-to-one session in our fitting studio to make every ride comfortable.
- **Maintenance classes** — small groups, hands on, your own bike on a stand.
- **Custom builds** — tell us what you dream of riding and we will quote for it.

### How booking works

Pick a service and a time that suits you; you will get a confirmation by e-mail with a calendar
file, and a reminder the day before. For anything the catalogue cannot price — a wheel build, a
restoration, a fleet of bikes — ask for a quote and we will answer with a price and a time.

### Find us

We are open Monday to Saturday. Drop-offs are welcome from 8:30; please book so we can have a
mechanic ready for you.`

const privacyMarkdown = `## Privacy policy

_Last updated: 1 November 2026_

Spoke & Chain ("we") runs this booking site. This page says what we collect, why, and what you
can ask of us.

### What we collect

- **Your account**: name, e-mail address, phone number (if you give it) and your password, which
  we store only as a salted hash.
- **Your bookings and quotes**: the service, times, notes and files you send us, and the messages
  we exchange about them.
- **Technical records**: the date and time of requests and the address they came from, kept for
  security for at most 30 days.

### Why we use it

To take and manage your bookings and quotes, to send you the e-mails you need about them
(confirmations, changes, reminders, offers), and to keep the site secure. We do not sell your
data and we do not use it for advertising.

### Cookies

We set one cookie that keeps you signed in. It is strictly necessary, so we do not ask for
consent; there are no tracking or advertising cookies.

### How long we keep it

Bookings and quotes are kept for six years for our accounts; your account is kept until you
delete it or ask us to close it.

### Your rights

You may ask for a copy of your data, ask us to correct or delete it, or object to how we use it.
With an account you can do most of this yourself, on your dashboard: correct your details, change
your e-mail address, download your data or delete your account (see below). For anything else, or
if you booked without an account, write to privacy@spokeandchain.example and we will answer within
a month. You may also complain to your data-protection authority.`

/** Monday–Friday 09:00–17:30 with a lunch break, Saturday mornings; weekday 1 = Monday. */
function weekHours(resourceId: string, { saturday }: { saturday: boolean }) {
  const rows: (typeof workingHours.$inferInsert)[] = []
  for (let weekday = 1; weekday <= 5; weekday++) {
    rows.push({ resourceId, weekday, startTime: '09:00', endTime: '12:30' })
    rows.push({ resourceId, weekday, startTime: '13:30', endTime: '17:30' })
  }
  if (saturday) rows.push({ resourceId, weekday: 6, startTime: '09:00', endTime: '13:00' })
  return rows
}

/** Writes the demo business (settings, resources, services, hours) in one transaction. */
export async function seedDemoBusiness(db: Db) {
  await db.transaction(async (tx) => {
    await tx.insert(businessSettings).values({
      id: 1,
      name: 'Spoke & Chain',
      tagline: 'Bicycle repairs, fitting and classes — book a time that suits you.',
      contactEmail: 'hello@spokeandchain.example',
      contactPhone: '+44 20 7946 0321',
      address: '14 Harbour Lane, London SE1 9XX',
      timezone: 'Europe/London',
      country: 'GB',
      currency: 'GBP',
      aboutMarkdown,
      privacyMarkdown,
      minNoticeMinutes: 120,
      horizonDays: 60,
      cancelCutoffMinutes: 24 * 60,
      rescheduleCutoffMinutes: 24 * 60,
      holdMinutes: 10,
      requireConfirmation: false,
      reminderMinutesBefore: 24 * 60,
    })

    const [alex, sam, studio, classroom] = await tx
      .insert(resources)
      .values([
        { name: 'Alex Morgan', kind: 'staff', description: 'Senior mechanic, wheel builder' },
        { name: 'Sam Okafor', kind: 'staff', description: 'Mechanic and certified bike fitter' },
        { name: 'Fitting studio', kind: 'room', description: 'Fit bike, pressure mapping' },
        { name: 'Workshop classroom', kind: 'room', description: 'Eight stands and tools' },
      ])
      .returning({ id: resources.id })
    if (!alex || !sam || !studio || !classroom) throw new Error('seed: resources not created')

    await tx
      .insert(workingHours)
      .values([
        ...weekHours(alex.id, { saturday: true }),
        ...weekHours(sam.id, { saturday: false }),
        ...weekHours(studio.id, { saturday: true }),
        { resourceId: classroom.id, weekday: 3, startTime: '18:00', endTime: '20:00' },
        { resourceId: classroom.id, weekday: 6, startTime: '14:00', endTime: '16:00' },
      ])

    const catalogue = [
      {
        service: {
          name: 'Safety check',
          description: 'Brakes, gears, tyres and bolts checked and adjusted while you wait.',
          durationMinutes: 30,
          bufferAfterMinutes: 10,
          pricing: 'fixed' as const,
          priceMinor: 2500,
          sortOrder: 1,
        },
        resourceIds: [alex.id, sam.id],
      },
      {
        service: {
          name: 'Full service',
          description:
            'Strip, clean and regrease; drivetrain, brakes and wheels trued. Ready the same day.',
          durationMinutes: 90,
          bufferBeforeMinutes: 10,
          bufferAfterMinutes: 15,
          slotStepMinutes: 30,
          pricing: 'fixed' as const,
          priceMinor: 9500,
          sortOrder: 2,
        },
        resourceIds: [alex.id, sam.id],
      },
      {
        service: {
          name: 'Bike fitting',
          description: 'One-to-one fit in the studio: saddle, bars, cleats and a written report.',
          durationMinutes: 60,
          bufferAfterMinutes: 15,
          slotStepMinutes: 30,
          pricing: 'fixed' as const,
          priceMinor: 8000,
          sortOrder: 3,
        },
        resourceIds: [studio.id],
      },
      {
        service: {
          name: 'Maintenance class',
          description: 'Two hours, up to eight people: fix a puncture, tune gears, adjust brakes.',
          durationMinutes: 120,
          slotStepMinutes: 60,
          pricing: 'fixed' as const,
          priceMinor: 3000,
          capacity: 8,
          sortOrder: 4,
        },
        resourceIds: [classroom.id],
      },
      {
        service: {
          name: 'Custom build',
          description: 'A bike or wheelset built to your brief. Tell us what you want for a quote.',
          durationMinutes: 60,
          slotStepMinutes: 30,
          pricing: 'quote' as const,
          priceMinor: null,
          sortOrder: 5,
        },
        resourceIds: [alex.id],
      },
    ]
    for (const { service, resourceIds } of catalogue) {
      const [row] = await tx.insert(services).values(service).returning({ id: services.id })
      if (!row) throw new Error('seed: service not created')
      await tx
        .insert(serviceResources)
        .values(resourceIds.map((resourceId) => ({ serviceId: row.id, resourceId })))
    }
  })
}

/** A business with defaults only, for a real install that did not ask for demo data. */
export async function seedEmptyBusiness(db: Db) {
  await db.insert(businessSettings).values({ id: 1, name: 'Reserva' }).onConflictDoNothing()
}

export async function isFreshDatabase(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: businessSettings.id })
    .from(businessSettings)
    .where(eq(businessSettings.id, 1))
  return rows.length === 0
}
