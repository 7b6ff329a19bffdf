import { hashPassword, verifyPassword } from 'better-auth/crypto'
import pLimit from 'p-limit'

/**
 * How many password hashes (sign-up, sign-in, a changed password, the demo's checks) run at once.
 * Each is better-auth's scrypt (N = 16384, r = 16), which holds 32 MiB for its run on one of
 * libuv's four threads; unbounded, a few sign-ins together held a hundred megabytes on top of the
 * server. Two at once keep both cores of a small server busy, so a burst takes no longer; the
 * rest wait their turn. The hash itself is unchanged: every password gets its own salt and cost.
 */
export const passwordHashesAtOnce = 2

/** better-auth's own hash and verify (`emailAndPassword.password`), `passwordHashesAtOnce` at a time. */
export function boundedPasswordHashing(limit = passwordHashesAtOnce) {
  const run = pLimit(limit)
  return {
    hash: (password: string) => run(() => hashPassword(password)),
    verify: (data: { hash: string; password: string }) => run(() => verifyPassword(data)),
  }
}
