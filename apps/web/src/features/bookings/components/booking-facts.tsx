import { Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { dayIn, longDate, shortDate, timeIn, visitorTime, zoneLabel } from '@/lib/dates.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import classes from './booking-facts.module.css'

export type Fact = { label: string; value: ReactNode }

/** Label and value pairs of a booking, as a description list. */
export function BookingFacts({ facts }: { facts: Fact[] }) {
  return (
    <dl className={classes.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={classes.row}>
          <dt className={classes.label}>{fact.label}</dt>
          <dd className={classes.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * When a booking is: the day, the times in the business's zone, and the visitor's own times
 * underneath when they read differently.
 */
export function WhenText({
  start,
  end,
  businessZone,
  visitorZone,
}: {
  start: string
  end: string
  businessZone: string
  visitorZone: string
}) {
  const t = useT()
  const visitor = visitorTime({ start, end }, { businessZone, visitorZone })
  return (
    <>
      <Text component="span" display="block" fw={600}>
        {longDate(dayIn(businessZone, start))}
      </Text>
      <Text component="span" display="block">
        {t('bookingFacts.timeRange', {
          start: timeIn(businessZone, start),
          end: timeIn(businessZone, end),
          zone: zoneLabel(businessZone),
        })}
      </Text>
      {visitor ? (
        <Text component="span" display="block" size="sm" c="dimmed">
          {visitor.day
            ? t('bookingFacts.visitorRangeDay', {
                start: visitor.start,
                end: visitor.end,
                zone: visitorZone,
                day: shortDate(visitor.day, { year: false }),
              })
            : t('bookingFacts.visitorRange', {
                start: visitor.start,
                end: visitor.end,
                zone: visitorZone,
              })}
        </Text>
      ) : null}
    </>
  )
}
