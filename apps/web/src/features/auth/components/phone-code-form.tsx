import { Anchor, Button, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { CodeInput } from '@/components/code-input.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { useSchemaForm } from '@/lib/form.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
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
  const t = useT()
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
    <FormStack gap="md" onSubmit={submit} maw={460} aria-label={t('phoneCode.form')}>
      <Text role="status">
        {reason === 'sign-in' ? `${t('phoneCode.notConfirmed')} ` : ''}
        {t(resend.isSuccess ? 'phoneCode.sentAgain' : 'phoneCode.sent', { number: displayNumber })}
      </Text>
      <FormError error={verify.error ?? resend.error} />
      <CodeInput label={t('phoneCode.label')} {...form.getInputProps('code')} autoFocus size="md" />
      <Button type="submit" size="md" loading={verify.isPending}>
        {t('phoneCode.submit')}
      </Button>
      <Stack gap="xs" align="flex-start">
        <Anchor
          component="button"
          type="button"
          ta="start"
          fw={600}
          disabled={resend.isPending}
          onClick={() => {
            verify.reset()
            form.reset()
            resend.mutate()
          }}
        >
          {t('phoneCode.resend')}
        </Anchor>
        {onBack ? (
          <Anchor component="button" type="button" ta="start" fw={600} onClick={onBack}>
            {t(reason === 'sign-in' ? 'phoneCode.otherNumber' : 'phoneCode.back')}
          </Anchor>
        ) : null}
      </Stack>
    </FormStack>
  )
}
