import { Anchor, Button, Text, Title } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { CodeInput } from '@/components/code-input.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { useSchemaForm } from '@/lib/form.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useAuth } from '../hooks/use-auth.ts'
import { FormError } from './form-error.tsx'

/** The second step of a sign-in with two-factor on: a code from the app, or a backup code. */
export function TwoFactorChallenge({ onCancel }: { onCancel: () => void }) {
  const { controller } = useAuth()
  const t = useT()
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
        {t('twoFactorChallenge.title')}
      </Title>
      <Text c="dimmed">
        {t(kind === 'totp' ? 'twoFactorChallenge.appText' : 'twoFactorChallenge.backupText')}
      </Text>
      <FormError error={verify.error} />
      <CodeInput
        label={t(
          kind === 'totp' ? 'twoFactorChallenge.appLabel' : 'twoFactorChallenge.backupLabel',
        )}
        {...form.getInputProps('code')}
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        maxLength={kind === 'totp' ? 6 : 32}
        autoFocus
        size="md"
      />
      <Button type="submit" size="md" loading={verify.isPending}>
        {t('twoFactorChallenge.submit')}
      </Button>
      <Anchor component="button" type="button" onClick={switchKind} fw={600} ta="start">
        {t(kind === 'totp' ? 'twoFactorChallenge.useBackup' : 'twoFactorChallenge.useApp')}
      </Anchor>
      <Anchor component="button" type="button" onClick={onCancel} ta="start">
        {t('twoFactorChallenge.startAgain')}
      </Anchor>
    </FormStack>
  )
}
