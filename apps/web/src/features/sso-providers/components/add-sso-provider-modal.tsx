import { Code, NativeSelect, PasswordInput, Text, TextInput } from '@mantine/core'
import {
  createSsoProviderSchema,
  emailDomainSchema,
  type SsoProvider,
  ssoCallbackPath,
  ssoProviderIdFor,
} from '@reserva/shared'
import { DialogButtons } from '@/components/dialog-buttons.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormModal } from '@/components/form-modal.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import { roleNames } from '@/lib/role-names.ts'
import { createSsoProvider, useSsoProviderMutation } from '../api/sso-providers.ts'

const roles = (['operator', 'admin', 'customer'] as const).map((value) => ({
  value,
  label: roleNames[value],
}))

/** The redirect URI to register at the provider, once the domain is one. */
export const callbackUrlFor = (domain: string) => {
  const parsed = emailDomainSchema.safeParse(domain)
  if (!parsed.success) return null
  return `${window.location.origin}${ssoCallbackPath(ssoProviderIdFor(parsed.data))}`
}

/**
 * The server reads the issuer's discovery document only from a trusted origin (decision 037):
 * when that is why it failed, the admin is told which origin to add.
 */
function discoveryProblem(error: unknown, issuer: string) {
  if (!isApiError(error) || error.code !== 'sso_providers.discovery_failed') return undefined
  const reason = (error.details as { reason?: unknown } | undefined)?.reason
  let origin = issuer
  try {
    origin = new URL(issuer).origin
  } catch {}
  if (reason === 'discovery_untrusted_origin')
    return `The server does not trust ${origin} yet. Add it to TRUSTED_ORIGINS in the server's configuration, restart the server, then add the provider again.`
  return `The provider's settings could not be read from ${origin}/.well-known/openid-configuration. Check the issuer URL.`
}

/** Registers an OpenID Connect provider for one e-mail domain, with the role its people get. */
export function AddSsoProviderModal({
  opened,
  onClose,
  onAdded,
}: {
  opened: boolean
  onClose: () => void
  onAdded: (provider: SsoProvider) => void
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Add a single sign-on provider">
      <AddSsoProviderForm onCancel={onClose} onAdded={onAdded} />
    </FormModal>
  )
}

function AddSsoProviderForm({
  onCancel,
  onAdded,
}: {
  onCancel: () => void
  onAdded: (provider: SsoProvider) => void
}) {
  const form = useSchemaForm({
    schema: createSsoProviderSchema,
    initialValues: { issuer: '', domain: '', clientId: '', clientSecret: '', role: 'operator' },
  })
  const create = useSsoProviderMutation(createSsoProvider)
  const callbackUrl = callbackUrlFor(form.getValues().domain)

  return (
    <FormStack
      gap="md"
      aria-label="Add a single sign-on provider"
      onSubmit={form.onSubmit((input) =>
        create.mutate(input, {
          onSuccess: ({ provider }) => onAdded(provider),
          onError: (error) => showServerFieldErrors(form, error),
        }),
      )}
    >
      <ErrorAlert
        error={create.error}
        message={discoveryProblem(create.error, form.getValues().issuer)}
      />
      <TextInput
        label="E-mail domain"
        description="People with an address at this domain sign in at the provider."
        placeholder="example.com"
        required
        data-autofocus
        {...form.getInputProps('domain')}
      />
      <TextInput
        label="Issuer URL"
        description="The provider's OpenID Connect issuer; its settings are read from there."
        placeholder="https://login.example.com"
        type="url"
        required
        {...form.getInputProps('issuer')}
      />
      <TextInput label="Client ID" required {...form.getInputProps('clientId')} />
      <PasswordInput
        label="Client secret"
        description="Kept on the server; never shown again."
        required
        autoComplete="off"
        {...form.getInputProps('clientSecret')}
      />
      <NativeSelect
        label="Role"
        description="What people of this domain may do here. Someone with a higher role keeps it."
        data={roles}
        {...form.getInputProps('role')}
      />
      {callbackUrl ? (
        <Text size="sm">
          Register this redirect URL at the provider:{' '}
          <Code style={{ overflowWrap: 'anywhere' }}>{callbackUrl}</Code>
        </Text>
      ) : null}
      <DialogButtons
        onCancel={onCancel}
        confirmLabel="Add provider"
        loading={create.isPending}
        mt="sm"
      />
    </FormStack>
  )
}
