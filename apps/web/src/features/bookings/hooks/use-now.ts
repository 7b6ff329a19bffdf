import { useEffect, useState } from 'react'
import { useClock } from '@/lib/clock.ts'

/** The time now, renewed every `interval` ms: "has it started?" changes while the page is open. */
export function useNow(interval = 30_000): number {
  const clock = useClock()
  const [now, setNow] = useState(() => clock.now().getTime())
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now().getTime()), interval)
    return () => clearInterval(timer)
  }, [clock, interval])
  return now
}
