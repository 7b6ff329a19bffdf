import { Stack, Title, UnstyledButton } from '@mantine/core'
import type { Slot } from '@reserva/shared'
import { hourIn, spanLabel, timeIn, visitorTime, visitorTimeText } from '@/lib/dates.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import classes from './slot-list.module.css'

const PARTS = [
  { name: 'slotList.morning', until: 12 },
  { name: 'slotList.afternoon', until: 17 },
  { name: 'slotList.evening', until: 24 },
] as const

export type SlotListProps = {
  slots: Slot[]
  businessZone: string
  visitorZone: string
  /** Seats per slot of the service: above one, each time says how many places are left. */
  capacity: number
  selectedStart: string | null
  onChoose: (slot: Slot) => void
  /** Moving a booking: the resource it is with; a time with another one names that one. */
  currentResource?: { id: string; name: string }
  /** Level of the morning/afternoon/evening headings. */
  headingOrder?: 3 | 4 | 5
}

/**
 * One day's free times as buttons, grouped into morning, afternoon and evening. Each button shows
 * the start in the business's time zone (and the visitor's, when it differs) and is named with
 * the full date and time, so a screen reader never says only "10:30".
 */
export function SlotList({
  slots,
  businessZone,
  visitorZone,
  capacity,
  selectedStart,
  onChoose,
  currentResource,
  headingOrder = 4,
}: SlotListProps) {
  const t = useT()
  const placesLeft = (count: number) => t('slotList.placesLeft', { count })
  const zones = { businessZone, visitorZone }
  let from = 0
  const parts = PARTS.map((part) => {
    const inPart = slots.filter((slot) => {
      const hour = hourIn(businessZone, slot.start)
      return hour >= from && hour < part.until
    })
    from = part.until
    return { ...part, slots: inPart }
  }).filter((part) => part.slots.length > 0)

  const visitorShown = slots.some((slot) => visitorTime(slot, zones))

  return (
    <Stack gap="lg">
      {parts.map((part) => (
        <Stack key={part.name} gap="xs">
          <Title order={headingOrder} size="h6" c="dimmed" tt="uppercase" className={classes.part}>
            {t(part.name)}
          </Title>
          <ul className={classes.list} data-wide={visitorShown || undefined}>
            {part.slots.map((slot) => {
              const visitor = visitorTime(slot, zones)
              const selected = slot.start === selectedStart
              const otherResource =
                currentResource && slot.resource && slot.resource.id !== currentResource.id
                  ? t('slotList.with', { name: slot.resource.name })
                  : null
              const extras = [
                ...(visitor ? [visitorTimeText(visitor)] : []),
                ...(capacity > 1 ? [placesLeft(slot.seatsLeft)] : []),
                ...(otherResource ? [otherResource] : []),
              ]
              return (
                <li key={slot.start} className={classes.item}>
                  <UnstyledButton
                    className={classes.slot}
                    data-selected={selected || undefined}
                    aria-pressed={selected}
                    aria-label={[
                      spanLabel(slot, zones),
                      ...(capacity > 1 ? [placesLeft(slot.seatsLeft)] : []),
                      ...(otherResource ? [otherResource] : []),
                    ].join('; ')}
                    onClick={() => onChoose(slot)}
                  >
                    <span className={classes.time}>{timeIn(businessZone, slot.start)}</span>
                  </UnstyledButton>
                  {extras.length > 0 ? (
                    // Outside the button, drawn over it under the time: the button's visible
                    // text stays the time that is in its name (WCAG 2.5.3, label in name), and
                    // the name already says all of this.
                    <span className={classes.extras} aria-hidden="true">
                      {extras.map((text) => (
                        <span key={text}>{text}</span>
                      ))}
                    </span>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </Stack>
      ))}
    </Stack>
  )
}
