export type DurationUnit = 'minutes' | 'hours' | 'days'

export const minutesPer: Record<DurationUnit, number> = { minutes: 1, hours: 60, days: 24 * 60 }

/** The largest unit that shows a number of minutes without a fraction: 1440 → days, 90 → minutes. */
export function bestUnit(minutes: number): DurationUnit {
  if (minutes > 0 && minutes % minutesPer.days === 0) return 'days'
  if (minutes > 0 && minutes % minutesPer.hours === 0) return 'hours'
  return 'minutes'
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** "2 days", "1 hour 30 minutes", "45 minutes", "none". */
export function formatMinutes(total: number): string {
  if (total === 0) return 'none'
  const days = Math.floor(total / minutesPer.days)
  const hours = Math.floor((total % minutesPer.days) / 60)
  const minutes = total % 60
  return [
    days ? plural(days, 'day') : '',
    hours ? plural(hours, 'hour') : '',
    minutes ? plural(minutes, 'minute') : '',
  ]
    .filter(Boolean)
    .join(' ')
}
