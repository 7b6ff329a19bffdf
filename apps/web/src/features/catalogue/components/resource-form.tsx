import { Select, Switch, Textarea, TextInput } from '@mantine/core'
import { createResourceSchema, type ResourceDetail } from '@reserva/shared'
import { DialogButtons } from '@/components/dialog-buttons.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormModal } from '@/components/form-modal.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { switchStyles } from '@/components/switch-styles.ts'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import { formErrors } from '@/lib/form-errors.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import {
  createResource,
  type NewResource,
  updateResource,
  useResourceMutation,
} from '../api/resources.ts'

/** Each kind of resource's name, by its message's key. */
export const kindNames = {
  staff: 'resourceForm.staff',
  room: 'resourceForm.room',
  equipment: 'resourceForm.equipment',
} as const
type Kind = keyof typeof kindNames

/** Adds a resource, or edits the one given: its name, kind, description, and whether it is in use. */
export function ResourceFormModal({
  opened,
  onClose,
  resource,
  onSaved,
}: {
  opened: boolean
  onClose: () => void
  resource?: ResourceDetail
  onSaved?: (resource: ResourceDetail) => void
}) {
  const t = useT()
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={
        resource ? t('resourceForm.editTitle', { name: resource.name }) : t('resourceForm.addTitle')
      }
    >
      <ResourceFields resource={resource} onDone={onClose} onSaved={onSaved} />
    </FormModal>
  )
}

function ResourceFields({
  resource,
  onDone,
  onSaved,
}: {
  resource?: ResourceDetail
  onDone: () => void
  onSaved?: (resource: ResourceDetail) => void
}) {
  const t = useT()
  const form = useSchemaForm({
    schema: createResourceSchema,
    initialValues: {
      name: resource?.name ?? '',
      kind: (resource?.kind ?? 'staff') as Kind,
      description: resource?.description ?? '',
      active: resource?.active ?? true,
    },
    messages: (error) => formErrors(error),
  })
  const save = useResourceMutation((input: NewResource) =>
    resource ? updateResource({ id: resource.id, changes: input }) : createResource(input),
  )

  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        onSaved?.(saved)
        onDone()
      },
      onError: (error) => showServerFieldErrors(form, error),
    }),
  )

  return (
    <FormStack gap="md" onSubmit={submit} aria-label={t('resourceForm.form')}>
      <ErrorAlert error={save.error} />
      <TextInput
        label={t('resourceForm.name')}
        dir="auto"
        description={t('resourceForm.nameHint')}
        {...form.getInputProps('name')}
        maxLength={120}
        required
        data-autofocus
      />
      <Select
        label={t('resourceForm.kind')}
        data={Object.entries(kindNames).map(([value, key]) => ({ value, label: t(key) }))}
        {...form.getInputProps('kind')}
        onChange={(kind) => kind && form.setFieldValue('kind', kind as Kind)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Textarea
        label={t('resourceForm.description')}
        dir="auto"
        description={t('resourceForm.descriptionHint')}
        {...form.getInputProps('description')}
        autosize
        minRows={2}
        maxLength={2000}
      />
      <Switch
        styles={switchStyles}
        label={t('resourceForm.inUse')}
        description={t('resourceForm.inUseHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
      <DialogButtons
        onCancel={onDone}
        confirmLabel={resource ? t('resourceForm.save') : t('resourceForm.addButton')}
        loading={save.isPending}
        mt="sm"
      />
    </FormStack>
  )
}
