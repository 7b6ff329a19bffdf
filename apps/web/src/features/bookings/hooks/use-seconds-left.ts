import { useEffect, useState } from 'react'
import { useClock } from '@/lib/clock.ts'

const secondsUntil = (until: string | null, now: Date) =>
  until === null ? null : Math.max(0, Math.ceil((Date.parse(until) - now.getTime()) / 1000))

/** Whole seconds until `until` (an ISO instant), ticking once a second; 0 once it has passed. */
export function useSecondsLeft(until: string | null): number | null {
  const clock = useClock()
  const [seconds, setSeconds] = useState(() => secondsUntil(until, clock.now()))

  useEffect(() => {
    setSeconds(secondsUntil(until, clock.now()))
    if (until === null) return
    const timer = window.setInterval(() => setSeconds(secondsUntil(until, clock.now())), 1000)
    return () => window.clearInterval(timer)
  }, [clock, until])

  return seconds
}

/** "9:05" */
export const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
