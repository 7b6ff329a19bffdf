import { randomInt } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import type { Role } from '@reserva/shared'
import { demoAccounts, expect } from './fixtures.ts'

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`

/**
 * A request context of its own for API calls beside a journey: this server as its origin, and its
 * own client address, so that its sign-ins do not use up another test's rate limit.
 */
export const newApiContext = (playwright: typeof import('playwright-core')) =>
  playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: {
      'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
      origin: baseURL,
    },
  })

/** A request context signed in as a demo account. */
export async function apiAs(
  playwright: typeof import('playwright-core'),
  role: Role,
): Promise<APIRequestContext> {
  const context = await newApiContext(playwright)
  const { email, password } = demoAccounts[role]
  const response = await context.post('/api/auth/sign-in/email', { data: { email, password } })
  expect(response.status(), await response.text()).toBe(200)
  return context
}
