import { Anchor, Stack, Text } from '@mantine/core'
import { Link, Redirect, useSearchParams } from 'wouter'
import { Page } from '@/components/page.tsx'
import { SignUpForm } from '@/features/auth/components/sign-up-form.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { safeNextPath } from '@/features/auth/next-path.ts'
import { workspacePath } from '@/features/auth/workspace.ts'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

export function Component() {
  const t = useT()
  usePageTitle(t('signup.title'))
  const [params] = useSearchParams()
  const next = safeNextPath(params.get('next'))
  const { user } = useAuth()

  // Signed in: a phone account just confirmed, or someone already signed in.
  if (user) return <Redirect to={next ?? workspacePath(user.role)} replace />

  return (
    <Page title={t('signup.title')} description={t('signup.description')}>
      <Stack gap="xl">
        <SignUpForm next={next} />
        <Text>
          {t('signup.haveAccount')}{' '}
          <Anchor
            component={Link}
            to={next ? `/signin?${new URLSearchParams({ next })}` : '/signin'}
            fw={600}
          >
            {t('signup.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </Page>
  )
}
