import { Button, Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { bareList } from '@/components/bare-list.ts'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { type Customer, useCustomerSearch } from '../api/customers.ts'
import { staffBookingMessages } from '../staff-errors.ts'
import { WalkInForm } from './walk-in-form.tsx'

/** Finds the customer a booking is for, by part of their name or e-mail address. */
export function CustomerPicker({
  value,
  onChange,
  error,
}: {
  value: Customer | null
  onChange: (customer: Customer | null) => void
  error?: string
}) {
  const t = useT()
  const [text, setText] = useState('')
  const [walkIn, setWalkIn] = useState(false)
  const [debounced] = useDebouncedValue(text.trim(), 300)
  const search = useCustomerSearch({ text: debounced })

  if (value) {
    return (
      <Stack gap={4}>
        <Text fw={500} size="sm">
          {t('customerPicker.customer')}
        </Text>
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{value.name || t('customerPicker.account')}</Text>
              <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {value.email || t('customerPicker.accountId', { id: value.id })}
              </Text>
            </div>
            <Button
              variant="default"
              size="xs"
              style={{ flexShrink: 0 }}
              aria-label={t('customerPicker.changeLabel')}
              onClick={() => onChange(null)}
            >
              {t('customerPicker.change')}
            </Button>
          </Group>
        </Paper>
      </Stack>
    )
  }

  if (walkIn) {
    return (
      <WalkInForm
        initialName={text.includes('@') ? '' : text.trim()}
        onMade={(customer) => {
          setWalkIn(false)
          onChange(customer)
        }}
        onCancel={() => setWalkIn(false)}
      />
    )
  }

  const matches = search.data ?? []
  const searching = debounced.length >= 2
  return (
    <Stack gap={6}>
      <TextInput
        label={t('customerPicker.customer')}
        description={t('customerPicker.hint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={error}
        autoComplete="off"
        required
      />
      {/* Above what the search finds, so that the answers arriving never move it. */}
      <Button variant="subtle" size="xs" w="fit-content" onClick={() => setWalkIn(true)}>
        {t('customerPicker.walkIn')}
      </Button>
      <ErrorAlert error={search.error} overrides={staffBookingMessages} />
      {searching && search.isSuccess && matches.length > 0 ? (
        <Stack gap={4} component="ul" style={bareList}>
          {matches.map((customer) => (
            <li key={customer.id}>
              <UnstyledButton
                onClick={() => onChange(customer)}
                w="100%"
                p="xs"
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  border: '1px solid var(--reserva-border)',
                }}
                aria-label={t('customerPicker.chooseLabel', {
                  name: customer.name,
                  email: customer.email,
                })}
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
                  <Text size="sm" fw={600} c="var(--mantine-color-anchor)" aria-hidden>
                    {t('customerPicker.choose')}
                  </Text>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      ) : null}
      {searching && search.isSuccess && matches.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('customerPicker.none')}
        </Text>
      ) : null}
    </Stack>
  )
}
