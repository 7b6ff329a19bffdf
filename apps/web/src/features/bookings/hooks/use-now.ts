import { useEffect, useState } from 'react'

/** The time now, renewed every `interval` ms: "has it started?" changes while the page is open. */
export function useNow(interval = 30_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), interval)
    return () => clearInterval(timer)
  }, [interval])
  return now
}
