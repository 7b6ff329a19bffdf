import { Anchor, Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core'
import { type DeleteOwnAccount, erasureAnswerSchema } from '@reserva/shared'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useLocation } from 'wouter'
import { CodeInput } from '@/components/code-input.tsx'
import { questionDialogProps } from '@/components/dialog-props.ts'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { Notice } from '@/components/notice.tsx'
import { apiRequest } from '@/lib/api-client.ts'
import { authClient } from '@/lib/auth-client.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useAuth } from '../hooks/use-auth.ts'

const deleteAccount = (proof: DeleteOwnAccount) =>
  apiRequest('/api/v1/me/delete-account', {
    method: 'POST',
    body: proof,
    schema: erasureAnswerSchema,
  })

/**
 * Deleting one's own account (issue #48, decision 050): what it does, then a question that asks
 * for the password, or for a code mailed now when the person has none. Once done, the page says
 * so and the person is signed out.
 */
export function DeleteAccount() {
  const t = useT()
  const { user, controller } = useAuth()
  const [, navigate] = useLocation()
  const [open, setOpen] = useState(false)
  const [byCode, setByCode] = useState(false)
  const [secret, setSecret] = useState('')
  const erase = useMutation({ mutationFn: deleteAccount })
  const sendCode = useMutation({
    mutationFn: () =>
      authClient.emailOtp.sendVerificationOtp({ email: user?.email ?? '', type: 'sign-in' }),
  })
  const close = () => {
    setOpen(false)
    setSecret('')
    erase.reset()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    erase.mutate(byCode ? { code: secret.trim() } : { password: secret })
  }

  if (erase.isSuccess) {
    const { bookingsCancelled, quotesWithdrawn } = erase.data.erasure
    return (
      <Notice tone="success" role="status" title={t('deleteAccount.doneTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text>
            {t('deleteAccount.doneText', { bookings: bookingsCancelled, quotes: quotesWithdrawn })}
          </Text>
          <Button
            onClick={() => {
              // Away from the signed-in page first, then forgotten here and in other tabs: the
              // server ended the sessions already.
              navigate('/')
              void controller.signOut()
            }}
          >
            {t('deleteAccount.home')}
          </Button>
        </Stack>
      </Notice>
    )
  }

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{t('deleteAccount.intro')}</Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('deleteAccount.bookings')}</List.Item>
        <List.Item>{t('deleteAccount.quotes')}</List.Item>
        <List.Item>{t('deleteAccount.kept')}</List.Item>
      </List>
      <Button color="red" variant="light" onClick={() => setOpen(true)}>
        {t('deleteAccount.open')}
      </Button>
      <Modal
        opened={open}
        onClose={close}
        title={t('deleteAccount.title')}
        size="md"
        {...questionDialogProps}
      >
        <form onSubmit={submit} aria-label={t('deleteAccount.title')}>
          <Stack gap="md">
            <Text>{t('deleteAccount.final')}</Text>
            {byCode ? (
              <>
                <Group gap="sm" align="center">
                  <Button
                    variant="default"
                    size="xs"
                    loading={sendCode.isPending}
                    onClick={() => sendCode.mutate()}
                  >
                    {t(sendCode.isSuccess ? 'deleteAccount.sendAgain' : 'deleteAccount.sendCode')}
                  </Button>
                  {sendCode.isSuccess ? (
                    <Text size="sm" role="status">
                      {t('deleteAccount.codeSent', { email: user?.email ?? '' })}
                    </Text>
                  ) : null}
                </Group>
                <CodeInput
                  label={t('deleteAccount.code')}
                  value={secret}
                  onChange={(event) => setSecret(event.currentTarget.value)}
                  data-autofocus
                />
              </>
            ) : (
              <PasswordInput
                label={t('deleteAccount.password')}
                autoComplete="current-password"
                required
                value={secret}
                onChange={(event) => setSecret(event.currentTarget.value)}
                visibilityToggleButtonProps={{ 'aria-label': t('deleteAccount.showHide') }}
                data-autofocus
              />
            )}
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setByCode(!byCode)
                setSecret('')
                erase.reset()
              }}
            >
              {t(byCode ? 'deleteAccount.usePassword' : 'deleteAccount.useCode')}
            </Anchor>
            <ErrorAlert error={erase.error ?? sendCode.error} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('deleteAccount.keep')}
              </Button>
              <Button type="submit" color="red" loading={erase.isPending} disabled={!secret}>
                {t('deleteAccount.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  )
}
