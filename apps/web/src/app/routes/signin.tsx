import { Anchor, Stack, Text } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { Link, Redirect, useSearchParams } from 'wouter'
import { Notice } from '@/components/notice.tsx'
import { Page } from '@/components/page.tsx'
import { SkeletonStack } from '@/components/skeleton-stack.tsx'
import { useAuthOptions } from '@/features/auth/api/get-auth-options.ts'
import { SignInForm } from '@/features/auth/components/sign-in-form.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { safeNextPath, signInModeLink } from '@/features/auth/next-path.ts'
import { workspacePath } from '@/features/auth/workspace.ts'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

// The modes other than the password's are chunks of their own, with Better Auth's client that each
// of them calls: the sign-in form that nearly every visit shows does not evaluate them.
const ForgotPasswordForm = lazy(() =>
  import('@/features/auth/components/forgot-password-form.tsx').then((m) => ({
    default: m.ForgotPasswordForm,
  })),
)
const ResetPasswordForm = lazy(() =>
  import('@/features/auth/components/reset-password-form.tsx').then((m) => ({
    default: m.ResetPasswordForm,
  })),
)
const SsoSignInForm = lazy(() =>
  import('@/features/auth/components/sso-sign-in-form.tsx').then((m) => ({
    default: m.SsoSignInForm,
  })),
)
const CodeSignInForm = lazy(() =>
  import('@/features/auth/components/code-sign-in-form.tsx').then((m) => ({
    default: m.CodeSignInForm,
  })),
)

// Recovery and the one-time code are modes of this screen (?mode=…), not routes of their own:
// the specification's twelve routes have no parameters.
const modes = {
  password: { title: 'signin.title', description: 'signin.description' },
  forgot: { title: 'signin.forgotTitle', description: 'signin.forgotDescription' },
  reset: { title: 'signin.resetTitle', description: 'signin.resetDescription' },
  code: { title: 'signin.codeTitle', description: 'signin.codeDescription' },
  sso: { title: 'signin.ssoTitle', description: 'signin.ssoDescription' },
} as const satisfies Record<string, { title: MessageKey; description: MessageKey }>

type Mode = keyof typeof modes
const isMode = (value: string | null): value is Mode => value !== null && value in modes

export function Component() {
  const [params] = useSearchParams()
  const mode: Mode = isMode(params.get('mode')) ? (params.get('mode') as Mode) : 'password'
  const next = safeNextPath(params.get('next'))
  const { user } = useAuth()
  const options = useAuthOptions()
  const t = useT()
  const title = t(modes[mode].title)
  const description = t(modes[mode].description)
  usePageTitle(title)

  // Signed in (just now, or already): on to where they were going.
  if (user && (mode === 'password' || mode === 'code' || mode === 'sso')) {
    return <Redirect to={next ?? workspacePath(user.role)} replace />
  }

  return (
    <Page title={title} description={description} size={mode === 'password' ? 'lg' : 'md'}>
      <Stack gap="xl">
        {mode === 'password' && params.get('error') ? (
          <Notice tone="error" role="alert" title={t('signin.elsewhereFailedTitle')} maw={460}>
            {t('signin.elsewhereFailedText')}
          </Notice>
        ) : null}
        {mode === 'password' ? (
          <SignInForm next={next} demoAccounts={options.data?.demoAccounts} />
        ) : (
          <Suspense fallback={<SkeletonStack heights={[56, 56, 42]} gap="md" />}>
            {mode === 'forgot' ? (
              <ForgotPasswordForm />
            ) : mode === 'reset' ? (
              <ResetPasswordForm
                token={params.get('token')}
                linkError={params.get('error') !== null}
              />
            ) : mode === 'sso' ? (
              <SsoSignInForm next={next} />
            ) : (
              <CodeSignInForm />
            )}
          </Suspense>
        )}
        {mode === 'password' ? (
          <Text>
            {t('signin.newHere')}{' '}
            <Anchor
              component={Link}
              to={next ? `/signup?${new URLSearchParams({ next })}` : '/signup'}
              fw={600}
            >
              {t('signin.createAccount')}
            </Anchor>
          </Text>
        ) : (
          <Text>
            <Anchor component={Link} to={signInModeLink(null, next)} fw={600}>
              {t('signin.backToSignIn')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Page>
  )
}
