import { usePeople } from './auth-helpers.ts'
import type { TestApp } from './create-test-app.ts'

/**
 * Inside a `describe`, after `useTestApp`: who the quotes tests act as, signed up before them: the
 * customer who asks, a stranger (another customer) and an operator.
 */
export const useQuotePeople = (t: TestApp) =>
  usePeople(t, {
    customer: ['customer', 'Quinn Customer'],
    stranger: ['customer', 'Sid Stranger'],
    operator: ['operator', 'Olga Operator'],
  })
