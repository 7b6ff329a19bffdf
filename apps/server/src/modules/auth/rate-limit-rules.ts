/**
 * Better Auth's limits per client address and path (`rateLimit.customRules` in auth.ts); anything
 * else under /api/auth is 100 a minute. Per-account and per-recipient limits come on top of these:
 * sign-in-guard.ts, account-mails.ts, phone-accounts.ts.
 */
export const authRateLimitRules = {
  '/sign-in/*': { window: 60, max: 5 },
  '/sign-up/*': { window: 60, max: 5 },
  '/request-password-reset': { window: 300, max: 3 },
  '/email-otp/*': { window: 300, max: 5 },
  '/two-factor/*': { window: 60, max: 5 },
  '/send-verification-email': { window: 300, max: 3 },
  '/phone-number/send-otp': { window: 300, max: 3 },
  '/phone-number/verify': { window: 60, max: 5 },
  '/phone-number/request-password-reset': { window: 300, max: 3 },
  '/phone-number/reset-password': { window: 60, max: 5 },
  // A wallet sign-in is a nonce and then its signed message: each path counted on its own.
  '/siwe/*': { window: 60, max: 10 },
  // Session checks read the caller's own session: there is nothing to guess and nothing
  // is sent. Every tab makes them when it loads, the tabs of a browser once more before
  // each access token runs out (the jwt plugin's 15 minutes, auth.ts), and many people may
  // share one address (an office, a mobile network). Better Auth counts a path's requests
  // from an address until a whole window passes without one, so under a long window a
  // steady trickle of checks is refused sooner or later, whatever the max. Under a 1 s
  // window the count starts again after every second of quiet: only more than 150 checks
  // with less than a second between any two are refused (every tab of a browser restored
  // at once makes far fewer), and a script that floods them gets about 150 a second.
  '/get-session': { window: 1, max: 150 },
  '/token': { window: 1, max: 150 },
}
