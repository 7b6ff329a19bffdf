import { Anchor, Stack, Text } from '@mantine/core'
import { Link, Redirect, useSearchParams } from 'wouter'
import { Page } from '@/components/page.tsx'
import { SignUpForm } from '@/features/auth/components/sign-up-form.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { safeNextPath } from '@/features/auth/next-path.ts'
import { workspacePath } from '@/features/auth/workspace.ts'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'

export function Component() {
  usePageTitle('Sign up')
  const [params] = useSearchParams()
  const next = safeNextPath(params.get('next'))
  const { user } = useAuth()

  // Signed in: a phone account just confirmed, or someone already signed in.
  if (user) return <Redirect to={next ?? workspacePath(user.role)} replace />

  return (
    <Page
      title="Sign up"
      description="Create an account to book times, ask for quotes and keep track of both in one place."
    >
      <Stack gap="xl">
        <SignUpForm next={next} />
        <Text>
          Already have an account?{' '}
          <Anchor
            component={Link}
            to={next ? `/signin?${new URLSearchParams({ next })}` : '/signin'}
            fw={600}
          >
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </Page>
  )
}
