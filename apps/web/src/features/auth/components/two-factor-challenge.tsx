import { Anchor, Button, Text, TextInput, Title } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { FormStack } from '@/components/form-stack.tsx'
import { authErrorText } from '../errors.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { backupCodeSchema, oneTimeCodeSchema } from '../schemas.ts'
import { FormError } from './form-error.tsx'

/** The second step of a sign-in with two-factor on: a code from the app, or a backup code. */
export function TwoFactorChallenge({ onCancel }: { onCancel: () => void }) {
  const { controller } = useAuth()
  const [kind, setKind] = useState<'totp' | 'backup'>('totp')
  const [code, setCode] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const verify = useMutation({
    mutationFn: (value: string) => controller.verifyTwoFactor({ code: value, kind }),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = (kind === 'totp' ? oneTimeCodeSchema : backupCodeSchema).safeParse(code)
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message)
      return
    }
    setFieldError(undefined)
    verify.mutate(parsed.data)
  }

  const switchKind = () => {
    setKind(kind === 'totp' ? 'backup' : 'totp')
    setCode('')
    setFieldError(undefined)
    verify.reset()
  }

  return (
    <FormStack gap="md" onSubmit={submit} aria-labelledby="two-factor-title">
      <Title order={2} size="h3" id="two-factor-title">
        Two-step sign-in
      </Title>
      <Text c="dimmed">
        {kind === 'totp'
          ? 'Enter the 6-digit code your authenticator app shows for this account.'
          : 'Enter one of the backup codes you saved when you turned on two-step sign-in. Each one works once.'}
      </Text>
      <FormError text={verify.error ? authErrorText(verify.error) : null} />
      <TextInput
        label={kind === 'totp' ? 'Code from your app' : 'Backup code'}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        error={fieldError}
        autoComplete="one-time-code"
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        maxLength={kind === 'totp' ? 6 : 32}
        autoFocus
        required
        size="md"
      />
      <Button type="submit" size="md" loading={verify.isPending}>
        Verify and sign in
      </Button>
      <Anchor component="button" type="button" onClick={switchKind} fw={600} ta="left">
        {kind === 'totp' ? 'Use a backup code instead' : 'Use a code from my app instead'}
      </Anchor>
      <Anchor component="button" type="button" onClick={onCancel} ta="left">
        Start again with another account
      </Anchor>
    </FormStack>
  )
}
