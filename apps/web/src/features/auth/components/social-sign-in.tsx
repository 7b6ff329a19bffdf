import { Button, Divider, Stack } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { Link } from 'wouter'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { IconApple, IconBuilding, IconGoogle, IconWallet } from '@/components/screen-icons.tsx'
import { readAnswer } from '@/lib/api-client.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { type SocialProvider, useAuthOptions } from '../api/get-auth-options.ts'
import { useBrowserWallet, walletProblem } from '../browser-wallet.ts'
import { authMessages } from '../errors.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { signInModeLink } from '../next-path.ts'
import { FormError } from './form-error.tsx'

/**
 * Starts Google or Apple sign-in; the answer is the provider's page to go to. Better Auth's client
 * is loaded with the press, not with /signin.
 */
const startSocialSignIn = async (provider: SocialProvider) => {
  const [{ authClient }, { socialSignInAnswerSchema }] = await Promise.all([
    import('@/lib/auth-client.ts'),
    import('@/lib/auth-schemas.ts'),
  ])
  return readAnswer(
    socialSignInAnswerSchema,
    await authClient.signIn.social({
      provider,
      // Back to /signin, which sends each role on to its workspace (workspace.ts).
      callbackURL: '/signin',
      errorCallbackURL: '/signin',
      // This page goes there itself (below), not Better Auth's client.
      disableRedirect: true,
    }),
  )
}

const providers: Record<
  SocialProvider,
  { label: 'signin.google' | 'signin.apple'; icon: React.ReactNode }
> = {
  google: { label: 'signin.google', icon: <IconGoogle /> },
  apple: { label: 'signin.apple', icon: <IconApple /> },
}

/**
 * Google and Apple, only those the server has configured, a wallet where this browser has one,
 * and single sign-on once an admin has registered a provider; nothing at all when there is none.
 */
export function SocialSignIn({ next = null }: { next?: string | null }) {
  const options = useAuthOptions()
  const { controller } = useAuth()
  const hasWallet = useBrowserWallet()
  const t = useT()
  const start = useMutation({
    mutationFn: startSocialSignIn,
    // The provider's page signs the person in and sends them back here, then to their workspace.
    onSuccess: ({ url }) => window.location.assign(url),
  })
  // Signed in, the screen sends the person on (it watches the session).
  const wallet = useMutation({
    mutationFn: () => controller.signInWithWallet(),
  })
  const configured = options.data?.socialProviders ?? []
  const singleSignOn = options.data?.singleSignOn ?? false
  if (configured.length === 0 && !hasWallet && !singleSignOn) return null

  return (
    <Stack gap="sm">
      {configured.map((provider) => (
        <Button
          key={provider}
          variant="default"
          size="md"
          leftSection={providers[provider].icon}
          loading={start.isPending && start.variables === provider}
          onClick={() => start.mutate(provider)}
        >
          {t(providers[provider].label)}
        </Button>
      ))}
      {hasWallet ? (
        <Button
          variant="default"
          size="md"
          leftSection={<IconWallet size={20} />}
          loading={wallet.isPending}
          onClick={() => wallet.mutate()}
        >
          {t('signin.wallet')}
        </Button>
      ) : null}
      {singleSignOn ? (
        <Button
          component={Link}
          to={signInModeLink('sso', next)}
          variant="default"
          size="md"
          leftSection={<IconBuilding size={20} />}
        >
          {t('signin.sso')}
        </Button>
      ) : null}
      <FormError error={start.error} />
      <ErrorAlert
        error={wallet.error}
        message={walletProblem(wallet.error)}
        overrides={authMessages}
      />
      <Divider label={t('signin.or')} labelPosition="center" />
    </Stack>
  )
}
