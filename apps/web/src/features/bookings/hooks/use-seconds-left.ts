import { useEffect, useState } from 'react'

const secondsUntil = (until: string | null) =>
  until === null ? null : Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000))

/** Whole seconds until `until` (an ISO instant), ticking once a second; 0 once it has passed. */
export function useSecondsLeft(until: string | null): number | null {
  const [seconds, setSeconds] = useState(() => secondsUntil(until))

  useEffect(() => {
    setSeconds(secondsUntil(until))
    if (until === null) return
    const timer = window.setInterval(() => setSeconds(secondsUntil(until)), 1000)
    return () => window.clearInterval(timer)
  }, [until])

  return seconds
}

/** "9:05" */
export const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
