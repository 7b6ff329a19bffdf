/**
 * Where the server reads the time (decision 034). The app is built with one clock and hands its
 * `now()` to every service that decides something by the time; tests build it with a fixed one.
 * Durations for logs use `performance.now()`, which is not the time of day.
 */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that always says `at`: what a test that needs a particular moment builds the app with. */
export const fixedClock = (at: Date | string): Clock => {
  const time = new Date(at).getTime()
  return { now: () => new Date(time) }
}
