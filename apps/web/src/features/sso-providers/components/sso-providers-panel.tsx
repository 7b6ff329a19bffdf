import { Button, Code, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core'
import { type SsoProvider, ssoCallbackPath } from '@reserva/shared'
import { useState } from 'react'
import { ActionsHeader } from '@/components/actions-header.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { QuestionDialog, useQuestion } from '@/components/question-dialog.tsx'
import classes from '@/components/responsive-table.module.css'
import { IconPlus } from '@/components/screen-icons.tsx'
import { StatusMessage } from '@/components/status-message.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { holes, withNodes } from '@/lib/i18n/with-nodes.tsx'
import { removeSsoProvider, useSsoProviderMutation, useSsoProviders } from '../api/sso-providers.ts'
import { AddSsoProviderModal, ssoRoles } from './add-sso-provider-modal.tsx'

/**
 * The admin's single sign-on providers: one per e-mail domain, each with the role its people
 * get. People of a listed domain see "Sign in with SSO" on the sign-in page.
 */
export function SsoProvidersPanel() {
  const t = useT()
  const providers = useSsoProviders()
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<SsoProvider | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const remove = useSsoProviderMutation(removeSsoProvider)
  const question = useQuestion(remove)

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" maw={560}>
          {withNodes(t('ssoProviders.intro', holes('setting')), {
            setting: <Code>TRUSTED_ORIGINS</Code>,
          })}
        </Text>
        <Button leftSection={<IconPlus />} onClick={() => setAdding(true)}>
          {t('ssoProviders.add')}
        </Button>
      </Group>

      {notice ? (
        <StatusMessage takeFocus={false} onClose={() => setNotice(null)}>
          {notice}
        </StatusMessage>
      ) : null}

      {!providers.isSuccess ? (
        <QueryFallback
          query={providers}
          subject={t('ssoProviders.subject')}
          placeholder={<Skeleton h={160} radius="md" />}
        />
      ) : providers.data.providers.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text>{t('ssoProviders.none')}</Text>
        </Paper>
      ) : (
        <Table className={classes.table} aria-label={t('ssoProviders.table')} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ssoProviders.domain')}</Table.Th>
              <Table.Th>{t('ssoProviders.issuer')}</Table.Th>
              <Table.Th>{t('ssoProviders.role')}</Table.Th>
              <Table.Th>{t('ssoProviders.redirect')}</Table.Th>
              <ActionsHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {providers.data.providers.map((provider) => (
              <Table.Tr key={provider.providerId}>
                <Table.Td data-primary>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {provider.domain}
                  </Text>
                </Table.Td>
                <Table.Td data-label={t('ssoProviders.issuer')}>
                  <Stack gap={2}>
                    <Text style={{ overflowWrap: 'anywhere' }}>{provider.issuer}</Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {t('ssoProviders.clientId', { id: provider.clientId })}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td data-label={t('ssoProviders.role')}>
                  {t(ssoRoles[provider.role])}
                </Table.Td>
                <Table.Td data-label={t('ssoProviders.redirect')}>
                  <Code style={{ overflowWrap: 'anywhere' }}>
                    {`${window.location.origin}${ssoCallbackPath(provider.providerId)}`}
                  </Code>
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    variant="default"
                    size="xs"
                    aria-label={t('ssoProviders.removeNamed', { domain: provider.domain })}
                    onClick={() => {
                      setRemoving(provider)
                      question.ask()
                    }}
                  >
                    {t('ssoProviders.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      <AddSsoProviderModal
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={(provider) => {
          setAdding(false)
          setNotice(t('ssoProviders.added', { domain: provider.domain }))
        }}
      />
      <QuestionDialog
        question={question}
        title={t('ssoProviders.removeTitle')}
        keepLabel={t('ssoProviders.keep')}
        confirmLabel={t('ssoProviders.confirmRemove')}
        onConfirm={() => {
          if (!removing) return
          remove.mutate(
            { providerId: removing.providerId },
            {
              onSuccess: () => {
                question.hide()
                setNotice(t('ssoProviders.removed', { domain: removing.domain }))
              },
            },
          )
        }}
      >
        <Text>{removing ? t('ssoProviders.removeText', { domain: removing.domain }) : null}</Text>
      </QuestionDialog>
    </Stack>
  )
}
