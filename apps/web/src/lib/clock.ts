import { createContext, useContext } from 'react'

/**
 * Where the web app reads the time (decision 034). Components take it from `useClock()`; plain
 * functions take `now` from their caller. Tests render under a `ClockContext` with a fixed clock,
 * or move the system time with Vitest's fake timers.
 */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export const ClockContext = createContext<Clock>(systemClock)

export const useClock = (): Clock => useContext(ClockContext)
