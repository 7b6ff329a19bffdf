import { IconCheck } from '@/components/screen-icons.tsx'
import classes from './booking-steps.module.css'

export const bookingSteps = [
  { id: 'service', label: 'Service' },
  { id: 'time', label: 'Day and time' },
  { id: 'details', label: 'Your details' },
  { id: 'confirm', label: 'Confirm' },
] as const

export type BookingStepId = (typeof bookingSteps)[number]['id']

/** Where the person is in the booking: a numbered list, the current step marked as such. */
export function BookingSteps({ current }: { current: BookingStepId }) {
  const index = bookingSteps.findIndex((step) => step.id === current)
  return (
    <nav aria-label="Booking progress">
      <ol className={classes.steps}>
        {bookingSteps.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'todo'
          return (
            <li
              key={step.id}
              className={classes.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={classes.marker} aria-hidden>
                {state === 'done' ? <IconCheck size={16} strokeWidth={2.5} /> : i + 1}
              </span>
              <span className={classes.label}>
                {step.label}
                {state === 'done' ? <span className={classes.hidden}> (done)</span> : null}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
