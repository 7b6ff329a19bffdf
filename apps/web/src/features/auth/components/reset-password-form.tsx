import { Button, Stack } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { FormStack } from '@/components/form-stack.tsx'
import { Notice } from '@/components/notice.tsx'
import { authClient } from '@/lib/auth-client.ts'
import { useSchemaForm } from '@/lib/form.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useAuthOptions } from '../api/get-auth-options.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { resetPasswordSchema } from '../schemas.ts'
import { FormError } from './form-error.tsx'
import { NewPasswordInput } from './new-password-input.tsx'

/**
 * Where the reset link lands: /signin?mode=reset&token=… (or &error=INVALID_TOKEN when the link
 * was expired or used). Every session of the account ends with the reset; then one signs in.
 */
export function ResetPasswordForm({
  token,
  linkError,
}: {
  token: string | null
  linkError: boolean
}) {
  const { controller, user } = useAuth()
  const t = useT()
  const policy = useAuthOptions().data?.passwordPolicy
  const form = useSchemaForm({ schema: resetPasswordSchema, initialValues: { newPassword: '' } })
  const announced = useRef<string | null>(null)
  const reset = useMutation({
    mutationFn: (newPassword: string) =>
      authClient.resetPassword({ token: token ?? '', newPassword }),
    onSuccess: () => {
      // This browser's session, if any, was ended with the others: forget it here too.
      if (user) controller.refreshUser().catch(() => {})
    },
  })

  const valid = Boolean(token) && !linkError
  useEffect(() => {
    if (valid && token && announced.current !== token) {
      announced.current = token
      controller.notifyPasswordRecovery()
    }
  }, [valid, token, controller])

  if (!valid) {
    return (
      <Stack gap="md" maw={460}>
        <Notice tone="error" role="alert" title={t('resetPassword.expiredTitle')}>
          {t('resetPassword.expiredText')}
        </Notice>
        <Button component={Link} to="/signin?mode=forgot" size="md">
          {t('resetPassword.askAgain')}
        </Button>
      </Stack>
    )
  }

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

  const submit = form.onSubmit(({ newPassword }) => reset.mutate(newPassword))
  return (
    <FormStack gap="md" onSubmit={submit} maw={460} aria-label={t('resetPassword.form')}>
      <FormError error={reset.error} password={reset.variables} policy={policy} />
      <NewPasswordInput
        label={t('newPassword.new')}
        {...form.getInputProps('newPassword')}
        policy={policy}
        autoFocus
      />
      <Button type="submit" size="md" loading={reset.isPending}>
        {t('resetPassword.save')}
      </Button>
    </FormStack>
  )
}
