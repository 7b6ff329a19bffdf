import { Checkbox, NativeSelect, Stack, TextInput } from '@mantine/core'
import {
  apiKeyScopeSchema,
  apiKeyScopes,
  type CreatedApiKey,
  createApiKeySchema,
} from '@reserva/shared'
import { z } from 'zod'
import { DialogButtons } from '@/components/dialog-buttons.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormModal } from '@/components/form-modal.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { useClock } from '@/lib/clock.ts'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import { createApiKey, useApiKeyMutation } from '../api/api-keys.ts'
import { scopeLabels } from './scope-labels.ts'

/** How long a new key lives; the server takes at most a year. */
const lifetimes = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '180', label: '6 months' },
  { value: '365', label: '1 year' },
]

// The shared schema's name and scopes; the expiry is chosen as a lifetime from today.
const newKeySchema = createApiKeySchema.pick({ name: true, scopes: true }).extend({
  scopes: z.array(apiKeyScopeSchema).min(1, 'Choose at least one scope'),
  days: z.enum(['30', '90', '180', '365']),
})

/** Makes a key with a name, scopes and a lifetime; its secret is then shown once. */
export function CreateApiKeyModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean
  onClose: () => void
  onCreated: (created: CreatedApiKey) => void
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="New API key">
      <CreateApiKeyForm onCancel={onClose} onCreated={onCreated} />
    </FormModal>
  )
}

function CreateApiKeyForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void
  onCreated: (created: CreatedApiKey) => void
}) {
  const clock = useClock()
  const form = useSchemaForm({
    schema: newKeySchema,
    initialValues: { name: '', scopes: [] as string[], days: '90' },
  })
  const create = useApiKeyMutation(createApiKey)

  return (
    <FormStack
      gap="md"
      aria-label="New API key"
      onSubmit={form.onSubmit(({ name, scopes, days }) =>
        create.mutate(
          {
            name,
            scopes,
            expiresAt: new Date(clock.now().getTime() + Number(days) * 86_400_000).toISOString(),
          },
          {
            onSuccess: onCreated,
            onError: (error) => showServerFieldErrors(form, error),
          },
        ),
      )}
    >
      {create.isError ? <ErrorAlert error={create.error} /> : null}
      <TextInput
        label="Name"
        description="What the key is for, such as the system that uses it."
        required
        maxLength={80}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Checkbox.Group
        label="Scopes"
        description="The key can do only this, and never manage people, settings or keys."
        required
        {...form.getInputProps('scopes')}
      >
        <Stack gap="xs" mt="xs">
          {apiKeyScopes.map((scope) => (
            <Checkbox
              key={scope}
              value={scope}
              label={scopeLabels[scope].label}
              description={scopeLabels[scope].description}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <NativeSelect
        label="Expires after"
        description="A key stops working when it expires; make a new one then."
        data={lifetimes}
        {...form.getInputProps('days')}
      />
      <DialogButtons
        onCancel={onCancel}
        confirmLabel="Create key"
        loading={create.isPending}
        mt="sm"
      />
    </FormStack>
  )
}
