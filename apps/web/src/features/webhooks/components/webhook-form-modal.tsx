import { Checkbox, SimpleGrid, TextInput } from '@mantine/core'
import {
  createWebhookSchema,
  type Webhook,
  type WebhookEventType,
  type WebhookWithSecret,
  webhookEventTypeSchema,
  webhookEventTypes,
} from '@reserva/shared'
import { z } from 'zod'
import { DialogButtons } from '@/components/dialog-buttons.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormModal } from '@/components/form-modal.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import { translate } from '@/lib/i18n/active.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { createWebhook, updateWebhook, useWebhookMutation } from '../api/webhooks.ts'
import { eventLabels } from './event-labels.ts'

// The shared schema, with the screen's words for a missing choice.
const formSchema = createWebhookSchema.extend({
  events: z
    .array(webhookEventTypeSchema)
    .min(1, { error: () => translate('webhookForm.chooseEvent') }),
})

/** Registers an endpoint (its secret is then shown once), or changes one (`editing`). */
export function WebhookFormModal({
  opened,
  editing,
  onClose,
  onCreated,
}: {
  opened: boolean
  editing: Webhook | null
  onClose: () => void
  onCreated: (made: WebhookWithSecret) => void
}) {
  const t = useT()
  const title = editing ? t('webhookForm.editTitle') : t('webhookForm.title')
  return (
    <FormModal opened={opened} onClose={onClose} title={title}>
      <WebhookForm editing={editing} onCancel={onClose} onCreated={onCreated} title={title} />
    </FormModal>
  )
}

function WebhookForm({
  editing,
  onCancel,
  onCreated,
  title,
}: {
  editing: Webhook | null
  onCancel: () => void
  onCreated: (made: WebhookWithSecret) => void
  title: string
}) {
  const t = useT()
  const form = useSchemaForm({
    schema: formSchema,
    initialValues: {
      url: editing?.url ?? 'https://',
      description: editing?.description ?? '',
      events: (editing?.events ?? []) as string[],
    },
  })
  const create = useWebhookMutation(createWebhook)
  const update = useWebhookMutation(updateWebhook)
  const saving = editing ? update : create
  return (
    <FormStack
      gap="md"
      aria-label={title}
      onSubmit={form.onSubmit((values) => {
        const input = { ...values, events: values.events as WebhookEventType[] }
        const onError = (error: Error) => showServerFieldErrors(form, error)
        if (editing) update.mutate({ id: editing.id, ...input }, { onSuccess: onCancel, onError })
        else create.mutate(input, { onSuccess: onCreated, onError })
      })}
    >
      {saving.isError ? <ErrorAlert error={saving.error} /> : null}
      <TextInput
        label={t('webhookForm.url')}
        description={t('webhookForm.urlHint')}
        dir="ltr"
        type="url"
        required
        maxLength={2000}
        data-autofocus
        {...form.getInputProps('url')}
      />
      <TextInput
        label={t('webhookForm.description')}
        dir="auto"
        maxLength={200}
        {...form.getInputProps('description')}
      />
      <Checkbox.Group
        label={t('webhookForm.events')}
        description={t('webhookForm.eventsHint')}
        required
        {...form.getInputProps('events')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {webhookEventTypes.map((type) => (
            <Checkbox key={type} value={type} label={t(eventLabels[type])} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <DialogButtons
        onCancel={onCancel}
        confirmLabel={editing ? t('webhookForm.save') : t('webhookForm.create')}
        loading={saving.isPending}
        mt="sm"
      />
    </FormStack>
  )
}
