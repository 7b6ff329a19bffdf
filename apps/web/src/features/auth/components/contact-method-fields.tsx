import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'

export type ContactMethod = 'email' | 'phone'

/**
 * "E-mail" or "Phone", and the one field that goes with the choice: how a person names their
 * account when they sign in and when they sign up.
 */
export function ContactMethodFields({
  id,
  label,
  method,
  onMethodChange,
  email,
  phoneNumber,
  emailDescription,
  emailAutoComplete,
}: {
  /** The id of the method's label, unique on the page. */
  id: string
  label: string
  method: ContactMethod
  onMethodChange: (method: ContactMethod) => void
  /** The form's props for each field: `form.getInputProps('email')`. */
  email: GetInputPropsReturnType
  phoneNumber: GetInputPropsReturnType
  emailDescription?: string
  emailAutoComplete: 'username' | 'email'
}) {
  return (
    <>
      <Stack gap={6}>
        <Text component="span" size="sm" fw={500} id={id}>
          {label}
        </Text>
        <SegmentedControl
          aria-labelledby={id}
          value={method}
          onChange={(value) => onMethodChange(value as ContactMethod)}
          data={[
            { value: 'email', label: 'E-mail' },
            { value: 'phone', label: 'Phone' },
          ]}
          fullWidth
        />
      </Stack>
      {method === 'email' ? (
        <TextInput
          label="E-mail address"
          description={emailDescription}
          type="email"
          autoComplete={emailAutoComplete}
          {...email}
          required
          size="md"
        />
      ) : (
        <TextInput
          label="Phone number"
          description="In international format, e.g. +44 20 7946 0321"
          type="tel"
          autoComplete="tel"
          {...phoneNumber}
          required
          size="md"
        />
      )}
    </>
  )
}
