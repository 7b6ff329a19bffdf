import { Anchor, Button, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core'
import type { Booking } from '@reserva/shared'
import {
  addStaffNoteSchema,
  type BookingStory as Story,
  staffNoteMaxLength,
} from '@reserva/shared/booking-story'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { BookingStatusBadge } from '@/components/booking-status-badge.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { mediumInstant, shortInstant } from '@/lib/dates.ts'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useAddStaffNote, useBookingStory } from '../api/booking-story.ts'
import { historyLine } from '../booking-history.ts'
import { staffBookingMessages } from '../staff-errors.ts'
import classes from './booking-story.module.css'
import { SendLinkButton } from './send-link-button.tsx'

/**
 * Below a booking opened by staff: who its customer is (contact, visits, other bookings), the
 * notes staff keep about it, and its history from the audit log, oldest first, in the business's
 * time zone. Every action on the booking refetches it.
 */
export function BookingStory({ booking }: { booking: Booking }) {
  const t = useT()
  const story = useBookingStory(booking.id)
  if (!story.isSuccess) {
    return (
      <QueryFallback
        query={story}
        subject={t('bookingStory.subject')}
        overrides={staffBookingMessages}
        placeholder={<Skeleton h={240} radius="md" />}
      />
    )
  }
  const zone = booking.timezone
  const id = `story-${booking.id}`
  return (
    <Stack gap="lg">
      <Customer customer={story.data.customer} zone={zone} id={`${id}-customer`}>
        <SendLinkButton booking={booking} audience="staff" />
      </Customer>
      <StaffNotes bookingId={booking.id} notes={story.data.notes} zone={zone} id={`${id}-notes`} />
      <History events={story.data.events} zone={zone} id={`${id}-history`} />
    </Stack>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb={6}>
        {title}
      </Title>
      {children}
    </section>
  )
}

function Customer({
  customer,
  zone,
  id,
  children,
}: {
  customer: Story['customer']
  zone: string
  id: string
  /** What staff may do about the customer's access to this booking. */
  children?: ReactNode
}) {
  const t = useT()
  const { visits } = customer
  return (
    <Section id={id} title={t('bookingStory.customer')}>
      <Stack gap={4}>
        <Text fw={600}>{customer.name}</Text>
        {customer.email ? (
          <Anchor href={`mailto:${customer.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {customer.email}
          </Anchor>
        ) : null}
        {customer.phone ? (
          <Anchor href={`tel:${customer.phone}`} size="sm">
            {customer.phone}
          </Anchor>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('bookingStory.visits', {
            since: mediumInstant(zone, customer.since),
            bookings: t('bookingStory.bookings', { count: visits.total }),
            completed: t('bookingStory.completed', { count: visits.completed }),
            noShows: t('bookingStory.noShows', { count: visits.noShows }),
            cancelled: t('bookingStory.cancelled', { count: visits.cancelled }),
          })}
        </Text>
        {customer.recent.length > 0 ? (
          <ul className={classes.list} aria-label={t('bookingStory.others')}>
            {customer.recent.map((other) => (
              <li key={other.id} className={classes.other}>
                <Anchor
                  component={Link}
                  to={`/operator-dashboard?tab=bookings&booking=${other.reference}`}
                  size="sm"
                >
                  {shortInstant(zone, other.start)} · {other.service}
                </Anchor>
                <BookingStatusBadge status={other.status} />
              </li>
            ))}
          </ul>
        ) : null}
        {customer.email ? children : null}
      </Stack>
    </Section>
  )
}

function StaffNotes({
  bookingId,
  notes,
  zone,
  id,
}: {
  bookingId: string
  notes: Story['notes']
  zone: string
  id: string
}) {
  const t = useT()
  const add = useAddStaffNote(bookingId)
  const form = useSchemaForm({ schema: addStaffNoteSchema, initialValues: { body: '' } })
  return (
    <Section id={id} title={t('bookingStory.notes')}>
      <Stack gap="sm">
        {notes.length > 0 ? (
          <ul className={classes.list}>
            {notes.map((note) => (
              <li key={note.id} className={classes.note}>
                <Text size="xs" c="dimmed">
                  {note.author?.name ?? t('bookingStory.formerColleague')},{' '}
                  <time dateTime={note.at}>{shortInstant(zone, note.at)}</time>
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {note.body}
                </Text>
              </li>
            ))}
          </ul>
        ) : (
          <Text size="sm" c="dimmed">
            {t('bookingStory.noNotes')}
          </Text>
        )}
        <form
          noValidate
          aria-label={t('bookingStory.addForm')}
          onSubmit={form.onSubmit((values) =>
            add.mutate(values, {
              onSuccess: () => form.reset(),
              onError: (error) => showServerFieldErrors(form, error),
            }),
          )}
        >
          <Stack gap="xs">
            <Textarea
              label={t('bookingStory.newNote')}
              description={t('bookingStory.noteHint', {
                count: form.values.body.length,
                max: staffNoteMaxLength,
              })}
              maxLength={staffNoteMaxLength}
              autosize
              minRows={2}
              maxRows={8}
              {...form.getInputProps('body')}
            />
            <ErrorAlert error={add.error} overrides={staffBookingMessages} />
            <Group>
              <Button type="submit" size="xs" variant="default" loading={add.isPending}>
                {t('bookingStory.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Section>
  )
}

function History({ events, zone, id }: { events: Story['events']; zone: string; id: string }) {
  const t = useT()
  return (
    <Section id={id} title={t('bookingStory.history')}>
      <ol className={classes.history}>
        {events.map((event) => {
          const line = historyLine(event, zone)
          return (
            <li key={event.id} className={classes.event}>
              <Text size="sm" fw={600}>
                {line.title}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={event.at}>{shortInstant(zone, event.at)}</time>
              </Text>
              {line.detail ? (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {line.detail}
                </Text>
              ) : null}
            </li>
          )
        })}
      </ol>
    </Section>
  )
}
