import { NativeSelect, PasswordInput, TextInput } from '@mantine/core'
import { createPersonSchema, type Person, type Role } from '@reserva/shared'
import { z } from 'zod'
import { DialogButtons } from '@/components/dialog-buttons.tsx'
import { FormModal } from '@/components/form-modal.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import { translate } from '@/lib/i18n/active.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { createPerson, usePeopleMutation } from '../api/people.ts'
import { peopleErrorText } from '../errors.ts'
import { PeopleErrorAlert } from './feedback.tsx'
import { roleNames } from './person-labels.tsx'

// The shared schema, with a sentence for an empty password (the server judges its strength).
const newPersonSchema = createPersonSchema.extend({
  password: z
    .string()
    .min(1, { error: () => translate('createPerson.enterPassword') })
    .max(256),
})

/** Makes an account with a role; the admin passes the first password on to the person. */
export function CreatePersonModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean
  onClose: () => void
  onCreated: (person: Person) => void
}) {
  const t = useT()
  return (
    <FormModal opened={opened} onClose={onClose} title={t('createPerson.title')}>
      <CreatePersonForm onCancel={onClose} onCreated={onCreated} />
    </FormModal>
  )
}

function CreatePersonForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void
  onCreated: (person: Person) => void
}) {
  const t = useT()
  const form = useSchemaForm({
    schema: newPersonSchema,
    initialValues: { name: '', email: '', password: '', role: 'customer' as Role },
  })
  const create = usePeopleMutation(createPerson)
  // Errors that belong to one field go next to it; the rest in the alert above the form.
  const fieldError = (error: unknown) =>
    isApiError(error) && ['people.email_taken', 'weak_password'].includes(error.code)

  return (
    <FormStack
      gap="md"
      aria-label={t('createPerson.form')}
      onSubmit={form.onSubmit((values) =>
        create.mutate(values, {
          onSuccess: onCreated,
          onError: (error) => {
            if (showServerFieldErrors(form, error)) return
            if (!isApiError(error)) return
            if (error.code === 'people.email_taken') {
              form.setFieldError('email', peopleErrorText(error))
            }
            if (error.code === 'weak_password') {
              form.setFieldError('password', peopleErrorText(error))
            }
          },
        }),
      )}
    >
      {create.isError && !fieldError(create.error) ? (
        <PeopleErrorAlert error={create.error} />
      ) : null}
      <TextInput
        label={t('createPerson.name')}
        dir="auto"
        required
        maxLength={120}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t('createPerson.email')}
        type="email"
        required
        maxLength={254}
        autoComplete="off"
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label={t('createPerson.password')}
        description={t('createPerson.passwordHint')}
        required
        maxLength={256}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <NativeSelect
        label={t('createPerson.role')}
        data={Object.entries(roleNames).map(([value, key]) => ({ value, label: t(key) }))}
        {...form.getInputProps('role')}
      />
      <DialogButtons
        onCancel={onCancel}
        confirmLabel={t('createPerson.add')}
        loading={create.isPending}
        mt="sm"
      />
    </FormStack>
  )
}
