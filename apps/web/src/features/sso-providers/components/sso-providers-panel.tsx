import { Button, Code, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core'
import { type SsoProvider, ssoCallbackPath } from '@reserva/shared'
import { useState } from 'react'
import { ActionsHeader } from '@/components/actions-header.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { QuestionDialog, useQuestion } from '@/components/question-dialog.tsx'
import classes from '@/components/responsive-table.module.css'
import { IconPlus } from '@/components/screen-icons.tsx'
import { StatusMessage } from '@/components/status-message.tsx'
import { roleNames } from '@/lib/role-names.ts'
import { removeSsoProvider, useSsoProviderMutation, useSsoProviders } from '../api/sso-providers.ts'
import { AddSsoProviderModal } from './add-sso-provider-modal.tsx'

/**
 * The admin's single sign-on providers: one per e-mail domain, each with the role its people
 * get. People of a listed domain see "Sign in with SSO" on the sign-in page.
 */
export function SsoProvidersPanel() {
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
          Staff whose business has its own sign-in (Microsoft Entra ID, Okta, Google Workspace,
          Keycloak…) sign in there with their work address. The server must list the provider's
          origin in <Code>TRUSTED_ORIGINS</Code>.
        </Text>
        <Button leftSection={<IconPlus />} onClick={() => setAdding(true)}>
          Add provider
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
          subject="the single sign-on providers"
          placeholder={<Skeleton h={160} radius="md" />}
        />
      ) : providers.data.providers.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text>
            No single sign-on yet. Everyone signs in with a password, a code or a social account.
          </Text>
        </Paper>
      ) : (
        <Table className={classes.table} aria-label="Single sign-on providers" verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Domain</Table.Th>
              <Table.Th>Issuer</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Redirect URL</Table.Th>
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
                <Table.Td data-label="Issuer">
                  <Stack gap={2}>
                    <Text style={{ overflowWrap: 'anywhere' }}>{provider.issuer}</Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      Client ID {provider.clientId}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td data-label="Role">{roleNames[provider.role]}</Table.Td>
                <Table.Td data-label="Redirect URL">
                  <Code style={{ overflowWrap: 'anywhere' }}>
                    {`${window.location.origin}${ssoCallbackPath(provider.providerId)}`}
                  </Code>
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    variant="default"
                    size="xs"
                    aria-label={`Remove the provider for ${provider.domain}`}
                    onClick={() => {
                      setRemoving(provider)
                      question.ask()
                    }}
                  >
                    Remove
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
          setNotice(`People at ${provider.domain} can now sign in with SSO.`)
        }}
      />
      <QuestionDialog
        question={question}
        title="Remove this provider?"
        keepLabel="Keep provider"
        confirmLabel="Yes, remove it"
        onConfirm={() => {
          if (!removing) return
          remove.mutate(
            { providerId: removing.providerId },
            {
              onSuccess: () => {
                question.hide()
                setNotice(`Single sign-on for ${removing.domain} removed.`)
              },
            },
          )
        }}
      >
        <Text>
          {removing
            ? `People at ${removing.domain} can no longer sign in there. Their accounts stay; they can sign in with a password or a code by e-mail.`
            : null}
        </Text>
      </QuestionDialog>
    </Stack>
  )
}
