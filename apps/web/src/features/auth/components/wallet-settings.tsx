import { Button, Group, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import { bareList } from '@/components/bare-list.ts'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { LightBadge } from '@/components/light-badge.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { QuestionDialog, useQuestion } from '@/components/question-dialog.tsx'
import { IconWallet } from '@/components/screen-icons.tsx'
import { browserTimeZone, shortInstant } from '@/lib/dates.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useLinkWallet, useUnlinkWallet, useWallets, type Wallet } from '../api/wallets.ts'
import { useBrowserWallet, walletProblem } from '../browser-wallet.ts'
import { authMessages } from '../errors.ts'
import { wrapping } from './wrapping-button.ts'

/** 0x12ab…cd34: enough to recognise one's wallet; the whole address is read out and on hover. */
const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * The wallets that sign in to this account (Sign-In with Ethereum): link the browser's wallet,
 * remove one (not the last way in, which the server refuses).
 */
export function WalletSettings() {
  const wallets = useWallets()
  const link = useLinkWallet()
  const unlink = useUnlinkWallet()
  const question = useQuestion(unlink)
  const [removing, setRemoving] = useState<Wallet | null>(null)
  const hasWallet = useBrowserWallet()
  const t = useT()

  if (!wallets.isSuccess) {
    return (
      <QueryFallback
        query={wallets}
        subject={t('walletSettings.subject')}
        overrides={authMessages}
        placeholder={<Skeleton h={72} radius="md" />}
      />
    )
  }

  return (
    <Stack gap="sm">
      {wallets.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('walletSettings.none')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={bareList} aria-label={t('walletSettings.list')}>
          {wallets.data.map((wallet) => (
            <Paper key={wallet.address} component="li" withBorder radius="md" p="md">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <IconWallet size={24} style={{ flexShrink: 0 }} />
                  <Stack gap={2} miw={0}>
                    <Group gap="xs">
                      <Text fw={600} ff="monospace" title={wallet.address}>
                        <span aria-hidden="true">{shortAddress(wallet.address)}</span>
                        <VisuallyHidden>{wallet.address}</VisuallyHidden>
                      </Text>
                      {wallet.primary ? (
                        <LightBadge color="gray">{t('walletSettings.madeAccount')}</LightBadge>
                      ) : null}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t('walletSettings.linked', {
                        when: shortInstant(browserTimeZone(), wallet.linkedAt),
                      })}
                    </Text>
                  </Stack>
                </Group>
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => {
                    setRemoving(wallet)
                    question.ask()
                  }}
                  aria-label={t('walletSettings.removeLabel', { address: wallet.address })}
                >
                  {t('walletSettings.remove')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <ErrorAlert error={link.error} message={walletProblem(link.error)} overrides={authMessages} />
      {hasWallet ? (
        <Group>
          <Button
            variant="default"
            {...wrapping}
            leftSection={<IconWallet size={18} />}
            loading={link.isPending}
            onClick={() => link.mutate()}
          >
            {t('walletSettings.link')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('walletSettings.noBrowserWallet')}
        </Text>
      )}
      <QuestionDialog
        question={question}
        title={t('walletSettings.removeTitle')}
        overrides={authMessages}
        keepLabel={t('walletSettings.keep')}
        confirmLabel={t('walletSettings.confirmRemove')}
        onConfirm={() => {
          if (removing) unlink.mutate(removing.address, { onSuccess: question.hide })
        }}
      >
        <Text>
          {removing
            ? t('walletSettings.removeText', { address: shortAddress(removing.address) })
            : t('walletSettings.removeTextAny')}
        </Text>
      </QuestionDialog>
    </Stack>
  )
}
