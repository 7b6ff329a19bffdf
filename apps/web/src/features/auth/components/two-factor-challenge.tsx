import { Anchor, Button, Text, Title } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { CodeInput } from '@/components/code-input.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { useSchemaForm } from '@/lib/form.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { FormError } from './form-error.tsx'

/** The second step of a sign-in with two-factor on: a code from the app, or a backup code. */
export function TwoFactorChallenge({ onCancel }: { onCancel: () => void }) {
  const { controller } = useAuth()
  const form = useSchemaForm({
    schema: () => import('../schemas.ts').then((schemas) => schemas.twoFactorCodeSchema),
    initialValues: { kind: 'totp' as 'totp' | 'backup', code: '' },
  })
  const kind = form.values.kind
  const verify = useMutation({
    mutationFn: (answer: { kind: 'totp' | 'backup'; code: string }) =>
      controller.verifyTwoFactor(answer),
  })

  const switchKind = () => {
    form.setValues({ kind: kind === 'totp' ? 'backup' : 'totp', code: '' })
    form.clearErrors()
    verify.reset()
  }

  const submit = form.onSubmit((answer) => verify.mutate(answer))
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
      <FormError error={verify.error} />
      <CodeInput
        label={kind === 'totp' ? 'Code from your app' : 'Backup code'}
        {...form.getInputProps('code')}
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        maxLength={kind === 'totp' ? 6 : 32}
        autoFocus
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
