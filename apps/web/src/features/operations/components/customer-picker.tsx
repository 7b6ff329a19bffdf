import { Button, Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { Role } from '@reserva/shared'
import { useState } from 'react'
import { type Customer, useCustomerSearch } from '../api/customers.ts'
import { ErrorText } from './error-text.tsx'

/** An account id as Better Auth makes them: letters and digits, no "@" and no spaces. */
const looksLikeAccountId = (text: string) => /^[A-Za-z0-9_-]{12,64}$/.test(text.trim())

/**
 * Finds the customer a booking is for. Admins search every account by e-mail; operators, who may
 * not list accounts, find customers who have booked before, or type an account id.
 */
export function CustomerPicker({
  role,
  value,
  onChange,
  error,
}: {
  role: Role
  value: Customer | null
  onChange: (customer: Customer | null) => void
  error?: string
}) {
  const [text, setText] = useState('')
  const [debounced] = useDebouncedValue(text.trim(), 300)
  const search = useCustomerSearch({ text: debounced, role })

  if (value) {
    return (
      <Stack gap={4}>
        <Text fw={500} size="sm">
          Customer
        </Text>
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <div>
              <Text fw={600}>{value.name || 'Account'}</Text>
              <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {value.email || `Account id ${value.id}`}
              </Text>
            </div>
            <Button variant="default" size="xs" onClick={() => onChange(null)}>
              Change
            </Button>
          </Group>
        </Paper>
      </Stack>
    )
  }

  const matches = search.data ?? []
  const searching = debounced.length >= 2
  return (
    <Stack gap={6}>
      <TextInput
        label="Customer"
        description={
          role === 'admin'
            ? 'Type part of their e-mail address, then choose them.'
            : 'Type their name or e-mail (customers who have booked before), or their account id.'
        }
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={error}
        autoComplete="off"
        required
      />
      <ErrorText error={search.error} />
      {searching && search.isSuccess && matches.length > 0 ? (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {matches.map((customer) => (
            <li key={customer.id}>
              <UnstyledButton
                onClick={() => onChange(customer)}
                w="100%"
                p="xs"
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  border: '1px solid var(--mantine-color-gray-3)',
                }}
                aria-label={`Choose ${customer.name}, ${customer.email}`}
              >
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      {customer.name}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {customer.email}
                    </Text>
                  </div>
                  <Text size="sm" fw={600} c="brand.7" aria-hidden>
                    Choose
                  </Text>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      ) : null}
      {searching && search.isSuccess && matches.length === 0 ? (
        <Text size="sm" c="dimmed">
          {role === 'admin'
            ? 'No account has an e-mail address like this.'
            : 'No customer who has booked before matches. Operators cannot look up other accounts: enter the customer’s account id, or ask an administrator.'}
        </Text>
      ) : null}
      {role !== 'admin' && looksLikeAccountId(text) ? (
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => onChange({ id: text.trim(), name: '', email: '' })}
          >
            Use account id {text.trim()}
          </Button>
        </Group>
      ) : null}
    </Stack>
  )
}
