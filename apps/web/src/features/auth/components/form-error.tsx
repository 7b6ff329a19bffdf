import { List } from '@mantine/core'
import { ErrorAlert } from '@/components/error-alert.tsx'
import type { PasswordPolicy } from '../api/get-auth-options.ts'
import { authMessages, weakPasswordItems } from '../errors.ts'

/**
 * An auth form's error in the shared alert, in auth's words, and for a refused password the list
 * of what to change (from the policy and the password that was sent).
 */
export function FormError({
  error,
  password,
  policy,
}: {
  error: unknown
  password?: string
  policy?: PasswordPolicy
}) {
  const items = weakPasswordItems(error, { password, policy })
  return (
    <ErrorAlert error={error} overrides={authMessages}>
      {items.length > 0 ? (
        <List size="sm" spacing={2} c="var(--mantine-color-error)">
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      ) : null}
    </ErrorAlert>
  )
}
