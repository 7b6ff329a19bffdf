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
import { translate } from '@/lib/i18n/active.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { createApiKey, useApiKeyMutation } from '../api/api-keys.ts'
import { scopeLabels } from './scope-labels.ts'

/** How long a new key lives, in days; the server takes at most a year. */
const lifetimes = {
  '30': 'apiKeyForm.days30',
  '90': 'apiKeyForm.days90',
  '180': 'apiKeyForm.months6',
  '365': 'apiKeyForm.year1',
} as const

// The shared schema's name and scopes; the expiry is chosen as a lifetime from today.
const newKeySchema = createApiKeySchema.pick({ name: true, scopes: true }).extend({
  scopes: z.array(apiKeyScopeSchema).min(1, { error: () => translate('apiKeyForm.chooseScope') }),
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
  const t = useT()
  return (
    <FormModal opened={opened} onClose={onClose} title={t('apiKeyForm.title')}>
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
  const t = useT()
  const clock = useClock()
  const form = useSchemaForm({
    schema: newKeySchema,
    initialValues: { name: '', scopes: [] as string[], days: '90' },
  })
  const create = useApiKeyMutation(createApiKey)

  return (
    <FormStack
      gap="md"
      aria-label={t('apiKeyForm.title')}
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
        label={t('apiKeyForm.name')}
        dir="auto"
        description={t('apiKeyForm.nameHint')}
        required
        maxLength={80}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Checkbox.Group
        label={t('apiKeyForm.scopes')}
        description={t('apiKeyForm.scopesHint')}
        required
        {...form.getInputProps('scopes')}
      >
        <Stack gap="xs" mt="xs">
          {apiKeyScopes.map((scope) => (
            <Checkbox
              key={scope}
              value={scope}
              label={t(scopeLabels[scope].label)}
              description={t(scopeLabels[scope].description)}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <NativeSelect
        label={t('apiKeyForm.expires')}
        description={t('apiKeyForm.expiresHint')}
        data={Object.entries(lifetimes).map(([value, key]) => ({ value, label: t(key) }))}
        {...form.getInputProps('days')}
      />
      <DialogButtons
        onCancel={onCancel}
        confirmLabel={t('apiKeyForm.create')}
        loading={create.isPending}
        mt="sm"
      />
    </FormStack>
  )
}
