import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { LightBadge } from '@/components/light-badge.tsx'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import type { DemoAccount } from '../api/get-auth-options.ts'

const roleNames = {
  admin: 'role.admin',
  operator: 'role.operator',
  customer: 'role.customer',
} as const satisfies Record<DemoAccount['role'], MessageKey>

/**
 * A demo install's ready-made accounts, each one click away from being signed in. The server
 * lists them only to the computer it runs on, until one of their passwords is changed.
 */
export function DemoAccounts({
  accounts,
  onUse,
  busyEmail,
}: {
  accounts: DemoAccount[]
  onUse: (account: DemoAccount) => void
  busyEmail: string | null
}) {
  const t = useT()
  if (accounts.length === 0) return null
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="demo-accounts-title">
      <Title order={2} size="h4" id="demo-accounts-title">
        {t('signin.demoTitle')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t('signin.demoText')}
      </Text>
      <Stack gap="md">
        {accounts.map((account) => (
          <Group key={account.email} justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
              <Group gap="xs">
                <Text fw={600}>{account.name}</Text>
                <LightBadge color="gray">{t(roleNames[account.role])}</LightBadge>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {account.email}
              </Text>
              <Text size="sm">
                {t('signin.demoPassword')} <Code>{account.password}</Code>
              </Text>
            </Stack>
            <Button
              variant="light"
              onClick={() => onUse(account)}
              loading={busyEmail === account.email}
              disabled={busyEmail !== null && busyEmail !== account.email}
              aria-label={t('signin.demoUseLabel', {
                name: account.name,
                role: t(roleNames[account.role]),
              })}
            >
              {t('signin.demoUse')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  )
}
