import { Anchor, Button, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link } from 'wouter'
import { CodeInput } from '@/components/code-input.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { Notice } from '@/components/notice.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { authClient } from '@/lib/auth-client.ts'
import { useSchemaForm } from '@/lib/form.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useAuthOptions } from '../api/get-auth-options.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { phoneResetSchema } from '../schemas.ts'
import { FormError } from './form-error.tsx'
import { NewPasswordInput } from './new-password-input.tsx'

/**
 * The second step of a reset by phone: the code texted to the account's confirmed number and a
 * new password, judged by the server's policy. Every session of the account ends with the reset;
 * then one signs in. Whether the number has an account is never said.
 */
export function PhoneResetForm({
  phoneNumber,
  onSendAgain,
  onBack,
}: {
  /** As the person typed it: the server reads it in the business's country. */
  phoneNumber: string
  /** Asks for a new code to the same number. */
  onSendAgain: () => Promise<void>
  /** Back to the first step (another number, or the e-mail address). */
  onBack: () => void
}) {
  const { controller, user } = useAuth()
  const t = useT()
  const policy = useAuthOptions().data?.passwordPolicy
  const form = useSchemaForm({
    schema: phoneResetSchema,
    initialValues: { code: '', newPassword: '' },
  })
  const reset = useMutation({
    mutationFn: ({ code, newPassword }: { code: string; newPassword: string }) =>
      authClient.phoneNumber.resetPassword({ phoneNumber, otp: code, newPassword }),
    onSuccess: () => {
      // This browser's session, if any, was ended with the others: forget it here too.
      if (user) controller.refreshUser().catch(() => {})
    },
  })
  const resend = useMutation({ mutationFn: onSendAgain })

  useEffect(() => {
    controller.notifyPasswordRecovery()
  }, [controller])

  if (reset.isSuccess) {
    return (
      <Stack gap="md" maw={460}>
        <Notice tone="success" role="status" title={t('resetPassword.doneTitle')}>
          {t('resetPassword.doneText')}
        </Notice>
        <Button component={Link} to="/signin" size="md">
          {t('resetPassword.signIn')}
        </Button>
      </Stack>
    )
  }

  const weak = isApiError(reset.error) && reset.error.code === 'weak_password'
  const passwordField = form.getInputProps('newPassword')
  const submit = form.onSubmit((values) => reset.mutate(values))
  return (
    <FormStack gap="md" onSubmit={submit} maw={460} aria-label={t('resetPassword.form')}>
      <Text role="status">
        {t(resend.isSuccess ? 'phoneReset.sentAgain' : 'phoneReset.sent', { number: phoneNumber })}
      </Text>
      <FormError
        error={reset.error ?? resend.error}
        password={reset.variables?.newPassword}
        policy={policy}
      />
      <CodeInput
        label={t('phoneReset.codeLabel')}
        {...form.getInputProps('code')}
        autoFocus
        size="md"
      />
      <NewPasswordInput
        label={t('newPassword.new')}
        {...passwordField}
        error={passwordField.error ?? (weak ? t('newPassword.stronger') : undefined)}
        policy={policy}
      />
      <Button type="submit" size="md" loading={reset.isPending}>
        {t('resetPassword.save')}
      </Button>
      <Stack gap="xs" align="flex-start">
        <Anchor
          component="button"
          type="button"
          ta="start"
          fw={600}
          disabled={resend.isPending}
          onClick={() => {
            reset.reset()
            form.setFieldValue('code', '')
            resend.mutate()
          }}
        >
          {t('phoneReset.resend')}
        </Anchor>
        <Anchor component="button" type="button" ta="start" fw={600} onClick={onBack}>
          {t('phoneReset.otherWay')}
        </Anchor>
      </Stack>
    </FormStack>
  )
}
