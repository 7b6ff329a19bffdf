import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { FormStack } from '@/components/form-stack.tsx'
import { IconMail } from '@/components/icons.tsx'
import { Notice } from '@/components/notice.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { useSchemaForm } from '@/lib/form.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { authKeys } from '@/lib/query-keys.ts'
import {
  type AccountEmail,
  useAccountEmail,
  useRequestEmailChange,
  useSendEmailChangeCode,
} from '../api/email-change.ts'
import { changeEmailWithCodeSchema, changeEmailWithPasswordSchema } from '../schemas.ts'
import { FormError } from './form-error.tsx'

/**
 * The account's e-mail address and a form for a new one (decision 049): the person's password, or
 * a code mailed to the current address when they have none. The link goes to the new address, and
 * the section then says to look there; nothing changes until it is followed.
 */
export function ChangeEmailSettings() {
  const t = useT()
  const account = useAccountEmail()
  if (!account.data) return <FormError error={account.error} />
  const { email, proof } = account.data
  if (email === null || proof === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('emailChange.none')}
      </Text>
    )
  }
  return (
    <Stack gap="md">
      <Text size="sm">{t('emailChange.current', { email })}</Text>
      <ChangeEmailForm email={email} proof={proof} />
    </Stack>
  )
}

function ChangeEmailForm({
  email,
  proof,
}: {
  email: string
  proof: NonNullable<AccountEmail['proof']>
}) {
  const t = useT()
  const queryClient = useQueryClient()
  const request = useRequestEmailChange()
  const sendCode = useSendEmailChangeCode()
  const withPassword = proof === 'password'
  const form = useSchemaForm({
    schema: withPassword ? changeEmailWithPasswordSchema : changeEmailWithCodeSchema,
    initialValues: { newEmail: '', password: '', code: '' },
  })

  if (request.isSuccess) {
    return (
      <Notice
        tone="info"
        role="status"
        icon={<IconMail size={20} />}
        title={t('emailChange.checkTitle')}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('emailChange.checkText', { email: request.data.sentTo })}</Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              request.reset()
              sendCode.reset()
              form.reset()
              return queryClient.invalidateQueries({ queryKey: authKeys.email() })
            }}
          >
            {t('emailChange.again')}
          </Button>
        </Stack>
      </Notice>
    )
  }

  const wrongProof = isApiError(request.error) && request.error.code === 'email_change.wrong_proof'
  const proofField = withPassword ? 'password' : 'code'
  const proofProps = form.getInputProps(proofField)
  const proofError =
    proofProps.error ??
    (wrongProof
      ? t(withPassword ? 'emailChange.wrongPassword' : 'emailChange.wrongCode')
      : undefined)
  const submit = form.onSubmit((values) =>
    request.mutate(
      'password' in values
        ? { newEmail: values.newEmail, password: values.password }
        : { newEmail: values.newEmail, code: values.code },
    ),
  )
  return (
    <FormStack gap="md" onSubmit={submit} maw={520} aria-label={t('emailChange.form')}>
      <FormError error={wrongProof ? null : (request.error ?? sendCode.error)} />
      <TextInput
        label={t('emailChange.newEmail')}
        type="email"
        autoComplete="email"
        required
        {...form.getInputProps('newEmail')}
      />
      {withPassword ? (
        <PasswordInput
          label={t('emailChange.password')}
          description={t('emailChange.passwordHint')}
          autoComplete="current-password"
          required
          {...proofProps}
          error={proofError}
          aria-invalid={Boolean(proofError) || undefined}
          visibilityToggleButtonProps={{ 'aria-label': t('emailChange.showHide') }}
        />
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('emailChange.codeHint')}
          </Text>
          <Group gap="sm" align="center">
            <Button
              size="xs"
              variant="default"
              loading={sendCode.isPending}
              onClick={() => sendCode.mutate()}
            >
              {t(sendCode.isSuccess ? 'emailChange.sendCodeAgain' : 'emailChange.sendCode')}
            </Button>
            <Text size="sm" role="status">
              {sendCode.isSuccess ? t('emailChange.codeSent', { email }) : ''}
            </Text>
          </Group>
          <TextInput
            label={t('emailChange.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            {...proofProps}
            error={proofError}
            aria-invalid={Boolean(proofError) || undefined}
          />
        </Stack>
      )}
      <Group>
        <Button type="submit" loading={request.isPending}>
          {t('emailChange.submit')}
        </Button>
      </Group>
    </FormStack>
  )
}
