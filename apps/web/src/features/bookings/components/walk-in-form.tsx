import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core'
import { walkInFormSchema } from '@reserva/shared'
import { useMutation } from '@tanstack/react-query'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import { type Customer, createWalkIn } from '../api/customers.ts'
import { staffBookingMessages } from '../staff-errors.ts'

/**
 * A client without an account, at the counter or on the phone: a name and an e-mail address or
 * a phone number. An address or number a customer has already picks that customer.
 */
export function WalkInForm({
  initialName,
  onMade,
  onCancel,
}: {
  initialName: string
  onMade: (customer: Customer) => void
  onCancel: () => void
}) {
  const form = useSchemaForm({
    schema: walkInFormSchema,
    initialValues: { name: initialName, email: '', phone: '' },
  })
  const make = useMutation({ mutationFn: createWalkIn, onSuccess: onMade })
  const submit = () =>
    form.onSubmit(({ name, email, phone }) =>
      make.mutate(
        { name, ...(email ? { email } : {}), ...(phone ? { phone } : {}) },
        { onError: (error) => showServerFieldErrors(form, error) },
      ),
    )()
  return (
    <Paper withBorder radius="md" p="sm">
      {/* Inside the booking form: its own fields, sent by its own button (no nested form). */}
      <Stack gap="xs" role="group" aria-label="New customer">
        <Text fw={600} size="sm">
          New customer, without an account
        </Text>
        <ErrorAlert error={make.error} overrides={staffBookingMessages} />
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <TextInput
          label="E-mail address"
          type="email"
          description="Or a phone number, or both: they get the booking's e-mails there."
          {...form.getInputProps('email')}
        />
        <TextInput label="Phone number" type="tel" {...form.getInputProps('phone')} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel}>
            Cancel
          </Button>
          <Button size="xs" loading={make.isPending} onClick={submit}>
            Add customer
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
