import { Button, Group, Loader, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { Notice } from '@/components/notice.tsx'
import { Page } from '@/components/page.tsx'
import { useConfirmEmailChange } from '@/features/auth/api/email-change.ts'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import { errorMessage } from '@/lib/error-messages.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

/** The token after `#`: the fragment stays in the browser, out of every request and Referer. */
const tokenInAddress = () => window.location.hash.slice(1).trim()
const looksLikeToken = (token: string) => /^[A-Za-z0-9_-]{16,200}$/.test(token)

/**
 * /confirm-email#<token>: the link mailed to a new address (decision 049). Following it changes
 * the account's address; the page says so, or that the link has expired or was used.
 */
export function Component() {
  const t = useT()
  usePageTitle(t('confirmEmail.title'))
  const { controller } = useAuth()
  const confirm = useConfirmEmailChange()
  const [token] = useState(tokenInAddress)
  const valid = looksLikeToken(token)
  const sent = useRef<string | null>(null)

  useEffect(() => {
    // Once per link (React's development double effects included): the link works once.
    if (!valid || sent.current === token) return
    sent.current = token
    confirm.mutate(token, {
      // This browser's session, if the person's, now carries the new address.
      onSuccess: ({ signedIn }) => (signedIn ? controller.refreshUser() : undefined),
    })
  }, [valid, token, confirm, controller])

  return (
    <Page title={t('confirmEmail.title')}>
      <Stack gap="xl" maw={760}>
        {confirm.isSuccess ? (
          <Notice tone="success" role="status" title={t('confirmEmail.doneTitle')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('confirmEmail.doneText', { email: confirm.data.email })}</Text>
              <Button
                component={Link}
                to={confirm.data.signedIn ? '/dashboard' : '/signin'}
                size="xs"
                variant="default"
              >
                {t(confirm.data.signedIn ? 'confirmEmail.toAccount' : 'confirmEmail.signIn')}
              </Button>
            </Stack>
          </Notice>
        ) : !valid || confirm.isError ? (
          <Notice tone="error" role="alert" title={t('confirmEmail.failedTitle')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                {valid ? errorMessage(confirm.error) : t('confirmEmail.noLink')}
              </Text>
              <Button component={Link} to="/dashboard" size="xs" variant="default">
                {t('confirmEmail.toAccount')}
              </Button>
            </Stack>
          </Notice>
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t('confirmEmail.working')}</Text>
          </Group>
        )}
      </Stack>
    </Page>
  )
}
