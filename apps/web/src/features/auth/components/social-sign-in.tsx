import { Button, Divider, Stack } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { IconApple, IconGoogle } from '@/components/icons.tsx'
import { authClient, type SocialProvider } from '@/lib/auth-client.ts'
import { useAuthOptions } from '../api/get-auth-options.ts'
import { authErrorText } from '../errors.ts'
import { FormError } from './form-error.tsx'

const providers: Record<SocialProvider, { label: string; icon: React.ReactNode }> = {
  google: { label: 'Continue with Google', icon: <IconGoogle /> },
  apple: { label: 'Continue with Apple', icon: <IconApple /> },
}

/** Google and Apple, only those the server has configured; nothing at all when neither is. */
export function SocialSignIn() {
  const options = useAuthOptions()
  const start = useMutation({
    mutationFn: (provider: SocialProvider) => authClient.signInWithProvider(provider),
    // The provider's page signs the person in and sends them back to /dashboard.
    onSuccess: ({ url }) => window.location.assign(url),
  })
  const configured = options.data?.socialProviders ?? []
  if (configured.length === 0) return null

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
          {providers[provider].label}
        </Button>
      ))}
      <FormError text={start.error ? authErrorText(start.error) : null} />
      <Divider label="or" labelPosition="center" />
    </Stack>
  )
}
