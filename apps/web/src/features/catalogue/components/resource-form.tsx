import { Select, Switch, Textarea, TextInput } from '@mantine/core'
import { createResourceSchema, type ResourceDetail } from '@reserva/shared'
import { DialogButtons } from '@/components/dialog-buttons.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormModal } from '@/components/form-modal.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { switchStyles } from '@/components/switch-styles.ts'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import { formErrors } from '@/lib/form-errors.ts'
import {
  createResource,
  type NewResource,
  updateResource,
  useResourceMutation,
} from '../api/resources.ts'

export const kindNames = { staff: 'Staff member', room: 'Room', equipment: 'Equipment' } as const
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
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={resource ? `Edit ${resource.name}` : 'Add a resource'}
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
    <FormStack gap="md" onSubmit={submit} aria-label="Resource details">
      <ErrorAlert error={save.error} />
      <TextInput
        label="Name"
        description="A person's name, or what the room or equipment is called."
        {...form.getInputProps('name')}
        maxLength={120}
        required
        data-autofocus
      />
      <Select
        label="Kind"
        data={Object.entries(kindNames).map(([value, label]) => ({ value, label }))}
        {...form.getInputProps('kind')}
        onChange={(kind) => kind && form.setFieldValue('kind', kind as Kind)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Textarea
        label="Description"
        description="Optional. What they do or what it offers; only staff see it."
        {...form.getInputProps('description')}
        autosize
        minRows={2}
        maxLength={2000}
      />
      <Switch
        styles={switchStyles}
        label="In use"
        description="A resource out of use offers no times, whatever its hours."
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
      <DialogButtons
        onCancel={onDone}
        confirmLabel={resource ? 'Save changes' : 'Add resource'}
        loading={save.isPending}
        mt="sm"
      />
    </FormStack>
  )
}
