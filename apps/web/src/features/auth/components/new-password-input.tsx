import {
  Box,
  Group,
  List,
  PasswordInput,
  type PasswordInputProps,
  Progress,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core'
import { useId } from 'react'
import { IconCheck, IconCircle } from '@/components/screen-icons.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import type { PasswordPolicy } from '../api/get-auth-options.ts'
import { passwordChecks, policySentence } from '../password-policy.ts'

function strengthOf(met: number, total: number) {
  if (met === total)
    return { label: 'newPassword.meetsRules', color: 'green.8', value: 100 } as const
  if (met / total >= 0.5)
    return { label: 'newPassword.fair', color: 'yellow.7', value: 60 } as const
  return { label: 'newPassword.weak', color: 'red.8', value: 25 } as const
}

/**
 * A new password with hints while typing: each rule of the server's policy, met or not yet.
 * Whether a password is common is only known to the server, which says so when it refuses one.
 */
export function NewPasswordInput({
  label,
  value = '',
  policy,
  error,
  size = 'md',
  ...input
}: Pick<PasswordInputProps, 'onChange' | 'onFocus' | 'onBlur' | 'autoFocus' | 'error'> & {
  label?: string
  /** From a controlled form's `getInputProps`, with onChange, onFocus, onBlur and error. */
  value?: string
  policy: PasswordPolicy | undefined
  size?: 'sm' | 'md'
}) {
  const hintsId = useId()
  const t = useT()
  const checks = policy ? passwordChecks(value, policy) : []
  const met = checks.filter((check) => check.met).length
  const strength = strengthOf(met, Math.max(checks.length, 1))

  return (
    <Stack gap={8}>
      <PasswordInput
        label={label ?? t('newPassword.label')}
        description={policy ? policySentence(policy) : undefined}
        {...input}
        value={value}
        error={error}
        // Mantine marks PasswordInput's error with data-invalid only; assistive tech needs this.
        aria-invalid={Boolean(error) || undefined}
        autoComplete="new-password"
        size={size}
        required
        visibilityToggleButtonProps={{ 'aria-label': t('newPassword.showHide') }}
      />
      {policy && value.length > 0 ? (
        <Box id={hintsId}>
          <Group justify="space-between" gap="xs" mb={4}>
            <Text size="sm" fw={600} aria-live="polite">
              {t('newPassword.strength', { strength: t(strength.label) })}
            </Text>
          </Group>
          <Progress value={strength.value} color={strength.color} size="sm" aria-hidden />
          <List
            mt={8}
            spacing={4}
            size="sm"
            listStyleType="none"
            aria-label={t('newPassword.rules')}
            styles={{ itemWrapper: { alignItems: 'center' } }}
          >
            {checks.map((check) => (
              <List.Item
                key={check.id}
                icon={
                  check.met ? (
                    <Box c="var(--reserva-success-text)" display="flex">
                      <IconCheck size={16} />
                    </Box>
                  ) : (
                    <Box c="dimmed" display="flex">
                      <IconCircle size={16} />
                    </Box>
                  )
                }
              >
                <Text span size="sm" c={check.met ? 'var(--reserva-success-text)' : 'dimmed'}>
                  {check.label}
                </Text>
                <VisuallyHidden>
                  {` ${t(check.met ? 'newPassword.ruleDone' : 'newPassword.ruleNeeded')}`}
                </VisuallyHidden>
              </List.Item>
            ))}
          </List>
        </Box>
      ) : null}
    </Stack>
  )
}
