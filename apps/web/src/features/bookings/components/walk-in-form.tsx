import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core'
import { walkInFormSchema } from '@reserva/shared'
import { useMutation } from '@tanstack/react-query'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
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
  const t = useT()
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
      <Stack gap="xs" role="group" aria-label={t('walkIn.group')}>
        <Text fw={600} size="sm">
          {t('walkIn.title')}
        </Text>
        <ErrorAlert error={make.error} overrides={staffBookingMessages} />
        <TextInput label={t('walkIn.name')} required {...form.getInputProps('name')} />
        <TextInput
          label={t('walkIn.email')}
          type="email"
          description={t('walkIn.emailHint')}
          {...form.getInputProps('email')}
        />
        <TextInput label={t('walkIn.phone')} type="tel" {...form.getInputProps('phone')} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel}>
            {t('walkIn.cancel')}
          </Button>
          <Button size="xs" loading={make.isPending} onClick={submit}>
            {t('walkIn.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
