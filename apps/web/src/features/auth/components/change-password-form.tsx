import { PasswordInput } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { FormStack } from '@/components/form-stack.tsx'
import { SubmitRow } from '@/components/submit-row.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { authClient } from '@/lib/auth-client.ts'
import { useSchemaForm } from '@/lib/form.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { authKeys } from '@/lib/query-keys.ts'
import { useAuthOptions } from '../api/get-auth-options.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { changePasswordSchema } from '../schemas.ts'
import { FormError } from './form-error.tsx'
import { NewPasswordInput } from './new-password-input.tsx'

/** A new password; every other device is signed out with it. */
export function ChangePasswordForm() {
  const { controller } = useAuth()
  const t = useT()
  const queryClient = useQueryClient()
  const policy = useAuthOptions().data?.passwordPolicy
  const form = useSchemaForm({
    schema: changePasswordSchema,
    initialValues: { currentPassword: '', newPassword: '' },
  })

  const change = useMutation({
    mutationFn: async (body: z.output<typeof changePasswordSchema>) => {
      await authClient.changePassword({ ...body, revokeOtherSessions: true })
      // The server ended the other sessions and gave this one a new token.
      await controller.refreshUser()
    },
    onSuccess: () => {
      form.reset()
      return queryClient.invalidateQueries({ queryKey: authKeys.sessions() })
    },
  })

  const wrongCurrent = isApiError(change.error) && change.error.code === 'auth.invalid_credentials'
  const weak = isApiError(change.error) && change.error.code === 'weak_password'
  const currentPassword = form.getInputProps('currentPassword')
  const newPassword = form.getInputProps('newPassword')

  const submit = form.onSubmit((body) => change.mutate(body))
  return (
    <FormStack gap="md" onSubmit={submit} maw={520} aria-label={t('changePassword.form')}>
      <FormError
        error={wrongCurrent ? null : change.error}
        password={change.variables?.newPassword}
        policy={policy}
      />
      <PasswordInput
        label={t('changePassword.current')}
        autoComplete="current-password"
        {...currentPassword}
        error={
          currentPassword.error ?? (wrongCurrent ? t('changePassword.wrongCurrent') : undefined)
        }
        aria-invalid={Boolean(currentPassword.error) || wrongCurrent || undefined}
        required
        visibilityToggleButtonProps={{ 'aria-label': t('changePassword.showHide') }}
      />
      <NewPasswordInput
        label={t('newPassword.new')}
        size="sm"
        {...newPassword}
        error={newPassword.error ?? (weak ? t('newPassword.stronger') : undefined)}
        policy={policy}
      />
      <SubmitRow
        label={t('changePassword.submit')}
        loading={change.isPending}
        done={change.isSuccess && t('changePassword.done')}
      />
    </FormStack>
  )
}
