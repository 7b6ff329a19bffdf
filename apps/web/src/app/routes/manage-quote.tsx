import { Alert, Button, Group, Loader, Skeleton, Stack, Text } from '@mantine/core'
import { guestTokenSchema } from '@reserva/shared'
import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'wouter'
import { useHistoryState } from 'wouter/use-browser-location'
import { IconAlertCircle } from '@/components/icons.tsx'
import { Notice } from '@/components/notice.tsx'
import { Page } from '@/components/page.tsx'
import { useGuestQuote, useLinkedQuote } from '@/features/quotes/api/quote-link.ts'
import { LinkedQuote } from '@/features/quotes/components/linked-quote.tsx'
import { quoteMessages } from '@/features/quotes/errors.ts'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import { isApiError } from '@/lib/api-client.ts'
import { errorMessage } from '@/lib/error-messages.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useAddressFragment } from '@/lib/navigation.ts'

/**
 * /manage-quote#<link>: the quote a mail's link opens, to follow without signing in (decision
 * 045). /manage-quote#confirm=<token>, the link of the code mail, first confirms the address
 * (which sends the request), then shows the quote by its link.
 */
export function Component() {
  const t = useT()
  usePageTitle(t('quoteLink.title'))
  const value = useAddressFragment()
  const token = value.startsWith('confirm=') ? value.slice('confirm='.length) : null
  return (
    <Page title={t('quoteLink.title')}>
      <Stack gap="xl" maw={760}>
        {token !== null ? <Confirming token={token} /> : <Quote link={value} />}
      </Stack>
    </Page>
  )
}

function Quote({ link }: { link: string }) {
  const t = useT()
  const query = useLinkedQuote(link)
  // Just sent as a guest (the request form or the mail's confirmation link came here).
  const sent = useHistoryState<{ sent?: string } | null>()?.sent
  if (!link) return <Problem title={t('quoteLink.noLinkTitle')} text={t('quoteLink.noLinkText')} />
  if (query.isPending)
    return (
      <Stack gap="md" aria-hidden>
        <Skeleton h={120} radius="lg" />
        <Skeleton h={260} radius="lg" />
      </Stack>
    )
  if (query.isError) {
    const refused = isApiError(query.error) && query.error.status < 500
    return (
      <Problem
        title={refused ? t('quoteLink.linkRefused') : t('quoteLink.loadFailed')}
        text={errorMessage(query.error, quoteMessages)}
      />
    )
  }
  return (
    <>
      {sent ? (
        <Notice tone="success" role="status" title={t('quoteLink.sentTitle')}>
          {t('quoteLink.sentText', { reference: sent })}
        </Notice>
      ) : null}
      <Text>{t('quoteLink.intro')}</Text>
      <LinkedQuote quote={query.data} link={link} />
    </>
  )
}

function Confirming({ token }: { token: string }) {
  const t = useT()
  const [, navigate] = useLocation()
  const { confirm } = useGuestQuote()
  const valid = guestTokenSchema.safeParse(token).success
  const sent = useRef<string | null>(null)
  useEffect(() => {
    // Once per token: answering twice is harmless (the same quote comes back), but needless.
    if (!valid || sent.current === token) return
    sent.current = token
    confirm.mutate(
      { token },
      {
        onSuccess: ({ quote, quoteLink }) =>
          navigate(`/manage-quote#${quoteLink}`, {
            replace: true,
            state: { sent: quote.reference },
          }),
      },
    )
  }, [valid, token, confirm, navigate])
  if (!valid || confirm.isError)
    return (
      <Problem
        title={t('confirm.refused')}
        text={valid ? errorMessage(confirm.error, quoteMessages) : t('confirm.notWhole')}
      />
    )
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{t('quoteLink.confirming')}</Text>
    </Group>
  )
}

function Problem({ title, text }: { title: string; text: string }) {
  const t = useT()
  return (
    <Alert
      role="alert"
      color="gray"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={title}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        <Group gap="sm">
          <Button component={Link} to="/signin" size="xs" variant="default">
            {t('manage.signIn')}
          </Button>
          <Button component={Link} to="/quote" size="xs" variant="default">
            {t('quotePage.askTitle')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}
