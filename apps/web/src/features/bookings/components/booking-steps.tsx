import { IconCheck } from '@/components/screen-icons.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import classes from './booking-steps.module.css'

export const bookingSteps = [
  { id: 'service', label: 'bookingSteps.service' },
  { id: 'time', label: 'bookingSteps.time' },
  { id: 'details', label: 'bookingSteps.details' },
  { id: 'confirm', label: 'bookingSteps.confirm' },
] as const

export type BookingStepId = (typeof bookingSteps)[number]['id']

/** Where the person is in the booking: a numbered list, the current step marked as such. */
export function BookingSteps({ current }: { current: BookingStepId }) {
  const t = useT()
  const index = bookingSteps.findIndex((step) => step.id === current)
  return (
    <nav aria-label={t('bookingSteps.label')}>
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
                {t(step.label)}
                {state === 'done' ? (
                  <span className={classes.hidden}> {t('bookingSteps.done')}</span>
                ) : null}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
