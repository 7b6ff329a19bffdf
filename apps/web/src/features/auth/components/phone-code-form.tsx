import { Anchor, Button, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { CodeInput } from '@/components/code-input.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { useSchemaForm } from '@/lib/form.ts'
import type { PhoneCodeResult } from '../auth-actions.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { codeFormSchema } from '../schemas.ts'
import { FormError } from './form-error.tsx'

/**
 * The code texted to a new phone account's number: entered here, it confirms the number and signs
 * the account in (the screen then sends the person on). A new code can be asked for; each works
 * for five minutes, and three wrong tries use one up.
 */
export function PhoneCodeForm({
  phoneNumber,
  displayNumber,
  reason,
  onSignInRequired,
  onBack,
}: {
  /** The number as the server takes it (as typed, or in E.164). */
  phoneNumber: string
  /** The number as the person should recognise it. */
  displayNumber: string
  /** Just signed up, or signed in before the number was confirmed. */
  reason: 'sign-up' | 'sign-in'
  /** The number is confirmed but the account signs in with two factors: sign in again. */
  onSignInRequired: () => void
  /** Back to the step before (another number, another password). */
  onBack?: () => void
}) {
  const { controller } = useAuth()
  const form = useSchemaForm({ schema: codeFormSchema, initialValues: { code: '' } })
  const verify = useMutation({
    mutationFn: (code: string) => controller.verifyPhoneNumber({ phoneNumber, code }),
    onSuccess: (result: PhoneCodeResult) => {
      if (result === 'sign_in_required') onSignInRequired()
    },
  })
  const resend = useMutation({ mutationFn: () => controller.sendPhoneCode(phoneNumber) })

  const submit = form.onSubmit(({ code }) => verify.mutate(code))
  return (
    <FormStack gap="md" onSubmit={submit} maw={460} aria-label="Confirm your phone number">
      <Text role="status">
        {reason === 'sign-in' ? 'Your phone number is not confirmed yet. ' : ''}
        {resend.isSuccess ? 'We texted a new 6-digit code to ' : 'We texted a 6-digit code to '}
        <strong>{displayNumber}</strong>. Enter it to confirm your number and sign in; it works for
        five minutes.
      </Text>
      <FormError error={verify.error ?? resend.error} />
      <CodeInput
        label="Code from the text message"
        {...form.getInputProps('code')}
        autoFocus
        size="md"
      />
      <Button type="submit" size="md" loading={verify.isPending}>
        Confirm and sign in
      </Button>
      <Stack gap="xs" align="flex-start">
        <Anchor
          component="button"
          type="button"
          ta="left"
          fw={600}
          disabled={resend.isPending}
          onClick={() => {
            verify.reset()
            form.reset()
            resend.mutate()
          }}
        >
          Send a new code
        </Anchor>
        {onBack ? (
          <Anchor component="button" type="button" ta="left" fw={600} onClick={onBack}>
            {reason === 'sign-in' ? 'Use another number or password' : 'Back'}
          </Anchor>
        ) : null}
      </Stack>
    </FormStack>
  )
}
