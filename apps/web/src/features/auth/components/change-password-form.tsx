import { Button, Group, PasswordInput, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { FormStack } from '@/components/form-stack.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { authClient } from '@/lib/auth-client.ts'
import { fieldErrors } from '@/lib/form-errors.ts'
import { useAuthOptions } from '../api/get-auth-options.ts'
import { sessionsQueryKey } from '../api/sessions.ts'
import { authErrorText } from '../errors.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { changePasswordSchema } from '../schemas.ts'
import { FormError } from './form-error.tsx'
import { NewPasswordInput } from './new-password-input.tsx'

/** A new password; every other device is signed out with it. */
export function ChangePasswordForm() {
  const { controller } = useAuth()
  const queryClient = useQueryClient()
  const policy = useAuthOptions().data?.passwordPolicy
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})

  const change = useMutation({
    mutationFn: async (body: typeof values) => {
      await authClient.changePassword(body)
      // The server ended the other sessions and gave this one a new token.
      await controller.refreshUser()
    },
    onSuccess: () => {
      setValues({ currentPassword: '', newPassword: '' })
      return queryClient.invalidateQueries({ queryKey: sessionsQueryKey })
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = changePasswordSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      return
    }
    setErrors({})
    change.mutate(parsed.data)
  }

  const wrongCurrent = isApiError(change.error) && change.error.code === 'auth.invalid_credentials'
  const weak = isApiError(change.error) && change.error.code === 'weak_password'

  return (
    <FormStack gap="md" onSubmit={submit} maw={520} aria-label="Change your password">
      <FormError
        text={
          change.error && !wrongCurrent
            ? authErrorText(change.error, { password: change.variables?.newPassword, policy })
            : null
        }
      />
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(event) => {
          const currentPassword = event.currentTarget.value
          setValues((current) => ({ ...current, currentPassword }))
        }}
        error={
          errors.currentPassword ??
          (wrongCurrent ? 'This is not your current password.' : undefined)
        }
        aria-invalid={Boolean(errors.currentPassword) || wrongCurrent || undefined}
        required
        visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the current password' }}
      />
      <NewPasswordInput
        label="New password"
        size="sm"
        value={values.newPassword}
        onChange={(newPassword) => setValues((current) => ({ ...current, newPassword }))}
        policy={policy}
        error={
          errors.newPassword ??
          (weak ? 'Choose a stronger password, as explained above.' : undefined)
        }
      />
      <Group gap="md">
        <Button type="submit" loading={change.isPending}>
          Change password
        </Button>
        <Text size="sm" c="var(--reserva-success-text)" fw={600} role="status">
          {change.isSuccess ? 'Password changed. Your other devices were signed out.' : ''}
        </Text>
      </Group>
    </FormStack>
  )
}
