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
import type { PasswordPolicy } from '../api/get-auth-options.ts'
import { joinWithAnd, passwordChecks } from '../password-policy.ts'

const classWords = {
  lower: 'a lowercase letter',
  upper: 'an uppercase letter',
  digit: 'a digit',
  symbol: 'a symbol',
}

/** The policy in one sentence, read out with the field. */
export const policySentence = (policy: PasswordPolicy) =>
  `At least ${policy.minLength} characters${
    policy.requiredClasses.length > 0
      ? `, with ${joinWithAnd(policy.requiredClasses.map((c) => classWords[c]))}`
      : ''
  }.`

function strengthOf(met: number, total: number) {
  if (met === total) return { label: 'Meets the rules', color: 'green.8', value: 100 }
  if (met / total >= 0.5) return { label: 'Fair', color: 'yellow.7', value: 60 }
  return { label: 'Weak', color: 'red.8', value: 25 }
}

/**
 * A new password with hints while typing: each rule of the server's policy, met or not yet.
 * Whether a password is common is only known to the server, which says so when it refuses one.
 */
export function NewPasswordInput({
  label = 'Password',
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
  const checks = policy ? passwordChecks(value, policy) : []
  const met = checks.filter((check) => check.met).length
  const strength = strengthOf(met, Math.max(checks.length, 1))

  return (
    <Stack gap={8}>
      <PasswordInput
        label={label}
        description={policy ? policySentence(policy) : undefined}
        {...input}
        value={value}
        error={error}
        // Mantine marks PasswordInput's error with data-invalid only; assistive tech needs this.
        aria-invalid={Boolean(error) || undefined}
        autoComplete="new-password"
        size={size}
        required
        visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
      />
      {policy && value.length > 0 ? (
        <Box id={hintsId}>
          <Group justify="space-between" gap="xs" mb={4}>
            <Text size="sm" fw={600} aria-live="polite">
              Strength: {strength.label}
            </Text>
          </Group>
          <Progress value={strength.value} color={strength.color} size="sm" aria-hidden />
          <List
            mt={8}
            spacing={4}
            size="sm"
            listStyleType="none"
            aria-label="Password rules"
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
                <VisuallyHidden>{check.met ? ' (done)' : ' (still needed)'}</VisuallyHidden>
              </List.Item>
            ))}
          </List>
        </Box>
      ) : null}
    </Stack>
  )
}
