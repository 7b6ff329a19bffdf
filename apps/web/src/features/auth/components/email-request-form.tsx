import { Button, TextInput } from '@mantine/core'
import { FormStack } from '@/components/form-stack.tsx'
import { useSchemaForm } from '@/lib/form.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { emailFormSchema } from '../schemas.ts'
import { FormError } from './form-error.tsx'

/**
 * One e-mail address and a button that asks the server to send something to it: a sign-in code,
 * a link to choose a new password. What comes after the sending is the caller's.
 */
export function EmailRequestForm({
  name,
  description,
  submitLabel,
  request,
}: {
  /** The form's accessible name: "Get a sign-in code". */
  name: string
  description?: string
  submitLabel: string
  /** The mutation that sends; it is given the address as the schema made it (trimmed). */
  request: { mutate: (email: string) => void; isPending: boolean; error: unknown }
}) {
  const t = useT()
  const form = useSchemaForm({ schema: emailFormSchema, initialValues: { email: '' } })
  const submit = form.onSubmit(({ email }) => request.mutate(email))
  return (
    <FormStack gap="md" onSubmit={submit} maw={460} aria-label={name}>
      <FormError error={request.error} />
      <TextInput
        label={t('emailRequest.label')}
        description={description}
        type="email"
        autoComplete="email"
        {...form.getInputProps('email')}
        required
        size="md"
      />
      <Button type="submit" size="md" loading={request.isPending}>
        {submitLabel}
      </Button>
    </FormStack>
  )
}
