import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { useT } from '@/lib/i18n/i18n-context.tsx'

export type ContactMethod = 'email' | 'phone'

/** The parts of a Mantine form (sign-in's, sign-up's) these fields use. */
type ContactForm = {
  values: { method: ContactMethod }
  setFieldValue: (path: 'method', value: ContactMethod) => void
  clearErrors: () => void
  getInputProps: (path: 'email' | 'phoneNumber') => GetInputPropsReturnType
}

/**
 * "E-mail" or "Phone", and the one field that goes with the choice: how a person names their
 * account when they sign in and when they sign up.
 */
export function ContactMethodFields({
  form,
  id,
  label,
  emailDescription,
  emailAutoComplete,
  phoneDescription,
}: {
  form: ContactForm
  /** The id of the method's label, unique on the page. */
  id: string
  label: string
  emailDescription?: string
  emailAutoComplete: 'username' | 'email'
  phoneDescription?: string
}) {
  const method = form.values.method
  const t = useT()
  return (
    <>
      <Stack gap={6}>
        <Text component="span" size="sm" fw={500} id={id}>
          {label}
        </Text>
        <SegmentedControl
          aria-labelledby={id}
          value={method}
          onChange={(value) => {
            form.setFieldValue('method', value as ContactMethod)
            // The messages were about the other field.
            form.clearErrors()
          }}
          data={[
            { value: 'email', label: t('contact.email') },
            { value: 'phone', label: t('contact.phone') },
          ]}
          fullWidth
        />
      </Stack>
      {method === 'email' ? (
        <TextInput
          label={t('contact.emailAddress')}
          description={emailDescription}
          type="email"
          autoComplete={emailAutoComplete}
          {...form.getInputProps('email')}
          required
          size="md"
        />
      ) : (
        <TextInput
          label={t('contact.phoneNumber')}
          description={phoneDescription ?? t('contact.phoneDescription')}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phoneNumber')}
          required
          size="md"
        />
      )}
    </>
  )
}
