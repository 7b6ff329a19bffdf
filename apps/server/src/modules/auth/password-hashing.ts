import { hashPassword, verifyPassword } from 'better-auth/crypto'

/**
 * How many password hashes (sign-up, sign-in, a changed password, the demo's checks) run at once.
 * Each is better-auth's scrypt (N = 16384, r = 16), which holds 32 MiB for its run on one of
 * libuv's four threads; unbounded, a few sign-ins together held a hundred megabytes on top of the
 * server. Two at once keep both cores of a small server busy, so a burst takes no longer; the
 * rest wait their turn. The hash itself is unchanged: every password gets its own salt and cost.
 */
export const passwordHashesAtOnce = 2

/** Runs `task`s at most `limit` at a time, the others in the order they came. */
export function limitConcurrency(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      return await task()
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}

/** better-auth's own hash and verify (`emailAndPassword.password`), `passwordHashesAtOnce` at a time. */
export function boundedPasswordHashing(limit = passwordHashesAtOnce) {
  const run = limitConcurrency(limit)
  return {
    hash: (password: string) => run(() => hashPassword(password)),
    verify: (data: { hash: string; password: string }) => run(() => verifyPassword(data)),
  }
}
