import {
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  List,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { z } from 'zod'
import { CodeInput } from '@/components/code-input.tsx'
import { DialogButtons } from '@/components/dialog-buttons.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { LightBadge } from '@/components/light-badge.tsx'
import { isApiError, readAnswer } from '@/lib/api-client.ts'
import { authClient } from '@/lib/auth-client.ts'
import { useSchemaForm } from '@/lib/form.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useAuth } from '../hooks/use-auth.ts'
import { codeFormSchema, confirmPasswordSchema } from '../schemas.ts'
import { FormError } from './form-error.tsx'
import { wrapping } from './wrapping-button.ts'

const enrolmentSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) })
type Enrolment = z.infer<typeof enrolmentSchema>

const enableTwoFactor = async (password: string) =>
  readAnswer(enrolmentSchema, await authClient.twoFactor.enable({ password }))

/** The secret inside an otpauth:// address, in groups of four for typing it by hand. */
export function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? ''
  return secret.match(/.{1,4}/g)?.join(' ') ?? ''
}

/**
 * Two-step sign-in with an authenticator app (TOTP) and ten backup codes. Turning it on takes
 * the password, then the first code from the app, which proves the app was set up right.
 */
export function TwoFactorSettings() {
  const { user } = useAuth()
  const t = useT()
  const [step, setStep] = useState<'idle' | 'password' | 'setup'>('idle')
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)

  if (user?.twoFactorEnabled === undefined) return <Skeleton h={80} radius="md" />

  if (user.twoFactorEnabled) return <TwoFactorOn />

  return (
    <Stack gap="md">
      <Group gap="sm">
        <LightBadge color="gray">{t('twoFactorSettings.off')}</LightBadge>
        <Text size="sm">{t('twoFactorSettings.offText')}</Text>
      </Group>
      {step === 'idle' ? (
        <Group>
          <Button variant="default" {...wrapping} onClick={() => setStep('password')}>
            {t('twoFactorSettings.turnOn')}
          </Button>
        </Group>
      ) : step === 'password' ? (
        <ConfirmPassword
          action={t('twoFactorSettings.continue')}
          run={enableTwoFactor}
          onDone={(answer) => {
            setEnrolment(answer)
            setStep('setup')
          }}
          onCancel={() => setStep('idle')}
        />
      ) : enrolment ? (
        <EnrolmentSteps
          enrolment={enrolment}
          onCancel={() => {
            setEnrolment(null)
            setStep('idle')
          }}
        />
      ) : null}
    </Stack>
  )
}

function TwoFactorOn() {
  const { controller } = useAuth()
  const t = useT()
  const [turningOff, setTurningOff] = useState(false)
  return (
    <Stack gap="md">
      <Group gap="sm">
        <LightBadge color="green">{t('twoFactorSettings.on')}</LightBadge>
        <Text size="sm">{t('twoFactorSettings.onText')}</Text>
      </Group>
      {turningOff ? (
        <ConfirmPassword
          action={t('twoFactorSettings.turnOff')}
          run={async (password) => {
            await authClient.twoFactor.disable({ password })
            await controller.refreshUser()
          }}
          onDone={() => setTurningOff(false)}
          onCancel={() => setTurningOff(false)}
        />
      ) : (
        <Group>
          <Button variant="default" {...wrapping} onClick={() => setTurningOff(true)}>
            {t('twoFactorSettings.turnOff')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}

function ConfirmPassword<Result>({
  action,
  run,
  onDone,
  onCancel,
}: {
  action: string
  run: (password: string) => Promise<Result>
  onDone: (result: Result) => void
  onCancel: () => void
}) {
  const t = useT()
  const form = useSchemaForm({ schema: confirmPasswordSchema, initialValues: { password: '' } })
  const mutation = useMutation({ mutationFn: run, onSuccess: onDone })
  const wrong = isApiError(mutation.error) && mutation.error.code === 'auth.invalid_credentials'
  const field = form.getInputProps('password')
  const submit = form.onSubmit(({ password }) => mutation.mutate(password))
  return (
    <FormStack gap="sm" onSubmit={submit} maw={420} aria-label={t('twoFactorSettings.confirmForm')}>
      <FormError error={wrong ? null : mutation.error} />
      <PasswordInput
        label={t('twoFactorSettings.yourPassword')}
        description={t('twoFactorSettings.passwordDescription')}
        autoComplete="current-password"
        {...field}
        error={field.error ?? (wrong ? t('twoFactorSettings.wrongPassword') : undefined)}
        aria-invalid={Boolean(field.error) || wrong || undefined}
        autoFocus
        required
        visibilityToggleButtonProps={{ 'aria-label': t('newPassword.showHide') }}
      />
      <DialogButtons onCancel={onCancel} confirmLabel={action} loading={mutation.isPending} />
    </FormStack>
  )
}

function EnrolmentSteps({ enrolment, onCancel }: { enrolment: Enrolment; onCancel: () => void }) {
  const { controller } = useAuth()
  const t = useT()
  const [qr, setQr] = useState<string | null>(null)
  const form = useSchemaForm({ schema: codeFormSchema, initialValues: { code: '' } })
  const activate = useMutation({
    mutationFn: (value: string) => controller.activateTwoFactor(value),
  })
  const secret = secretOf(enrolment.totpURI)

  useEffect(() => {
    let cancelled = false
    QRCode.toDataURL(enrolment.totpURI, { margin: 1, width: 192, errorCorrectionLevel: 'M' }).then(
      (url) => {
        if (!cancelled) setQr(url)
      },
      (error: unknown) => console.warn('The QR code could not be drawn', error),
    )
    return () => {
      cancelled = true
    }
  }, [enrolment.totpURI])

  const submit = form.onSubmit(({ code }) => activate.mutate(code))
  return (
    <Stack gap="lg" pt="md" maw={640} style={{ borderTop: '1px solid var(--reserva-border)' }}>
      <Stack gap="xs">
        <Title order={4} size="h5">
          {t('twoFactorSettings.step1')}
        </Title>
        <Text size="sm">{t('twoFactorSettings.scan')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {qr ? (
          <Image src={qr} alt={t('twoFactorSettings.qrAlt')} w={192} h={192} fit="contain" />
        ) : (
          <Skeleton w={192} h={192} />
        )}
        <Stack gap={6}>
          <Text size="sm" fw={600} id="totp-secret-label">
            {t('twoFactorSettings.setupKey')}
          </Text>
          <Code
            block
            fz="md"
            aria-labelledby="totp-secret-label"
            data-testid="totp-secret"
            style={{ wordBreak: 'break-word', whiteSpace: 'normal' }}
          >
            {secret}
          </Code>
          <Text size="xs" c="dimmed">
            {t('twoFactorSettings.keyKind')}
          </Text>
        </Stack>
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={4} size="h5">
          {t('twoFactorSettings.step2')}
        </Title>
        <Text size="sm">{t('twoFactorSettings.backupText')}</Text>
        <List
          aria-label={t('twoFactorSettings.backupList')}
          listStyleType="none"
          spacing={0}
          styles={{
            root: {
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
              gap: 4,
            },
          }}
        >
          {enrolment.backupCodes.map((backupCode) => (
            <List.Item key={backupCode}>
              <Code fz="sm">{backupCode}</Code>
            </List.Item>
          ))}
        </List>
        <Group>
          <CopyButton value={enrolment.backupCodes.join('\n')}>
            {({ copied, copy }) => (
              <Button variant="default" size="xs" onClick={copy}>
                {t(copied ? 'twoFactorSettings.copied' : 'twoFactorSettings.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>

      <FormStack gap="sm" onSubmit={submit} maw={420} aria-label={t('twoFactorSettings.codeForm')}>
        <Title order={4} size="h5">
          {t('twoFactorSettings.step3')}
        </Title>
        <FormError error={activate.error} />
        <CodeInput label={t('twoFactorSettings.codeLabel')} {...form.getInputProps('code')} />
        <DialogButtons
          onCancel={onCancel}
          confirmLabel={t('twoFactorSettings.turnOnSubmit')}
          loading={activate.isPending}
        />
      </FormStack>
    </Stack>
  )
}
