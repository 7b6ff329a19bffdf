import { TextInput, type TextInputProps } from '@mantine/core'

/**
 * A one-time code field (from an e-mail, an authenticator app): the browser may fill it from the
 * message, phones show the number pad, six digits unless said otherwise.
 */
export function CodeInput(props: TextInputProps) {
  return (
    <TextInput autoComplete="one-time-code" inputMode="numeric" maxLength={6} required {...props} />
  )
}
