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
import type { T } from '@/lib/i18n/catalogue.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { holes, withNodes } from '@/lib/i18n/with-nodes.tsx'
import { createSsoProvider, useSsoProviderMutation } from '../api/sso-providers.ts'

/** The roles a domain's people may get, most likely first, by their names' keys. */
export const ssoRoles = {
  operator: 'adminRoles.operator',
  admin: 'adminRoles.admin',
  customer: 'adminRoles.customer',
} as const

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
function discoveryProblem(t: T, error: unknown, issuer: string) {
  if (!isApiError(error) || error.code !== 'sso_providers.discovery_failed') return undefined
  const reason = (error.details as { reason?: unknown } | undefined)?.reason
  let origin = issuer
  try {
    origin = new URL(issuer).origin
  } catch {}
  if (reason === 'discovery_untrusted_origin') return t('ssoForm.untrusted', { origin })
  return t('ssoForm.discoveryFailed', { origin })
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
  const t = useT()
  return (
    <FormModal opened={opened} onClose={onClose} title={t('ssoForm.title')}>
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
  const t = useT()
  const form = useSchemaForm({
    schema: createSsoProviderSchema,
    initialValues: { issuer: '', domain: '', clientId: '', clientSecret: '', role: 'operator' },
  })
  const create = useSsoProviderMutation(createSsoProvider)
  const callbackUrl = callbackUrlFor(form.getValues().domain)

  return (
    <FormStack
      gap="md"
      aria-label={t('ssoForm.title')}
      onSubmit={form.onSubmit((input) =>
        create.mutate(input, {
          onSuccess: ({ provider }) => onAdded(provider),
          onError: (error) => showServerFieldErrors(form, error),
        }),
      )}
    >
      <ErrorAlert
        error={create.error}
        message={discoveryProblem(t, create.error, form.getValues().issuer)}
      />
      <TextInput
        label={t('ssoForm.domain')}
        description={t('ssoForm.domainHint')}
        placeholder="example.com"
        required
        data-autofocus
        {...form.getInputProps('domain')}
      />
      <TextInput
        label={t('ssoForm.issuer')}
        description={t('ssoForm.issuerHint')}
        placeholder="https://login.example.com"
        type="url"
        required
        {...form.getInputProps('issuer')}
      />
      <TextInput label={t('ssoForm.clientId')} required {...form.getInputProps('clientId')} />
      <PasswordInput
        label={t('ssoForm.clientSecret')}
        description={t('ssoForm.clientSecretHint')}
        required
        autoComplete="off"
        {...form.getInputProps('clientSecret')}
      />
      <NativeSelect
        label={t('ssoForm.role')}
        description={t('ssoForm.roleHint')}
        data={Object.entries(ssoRoles).map(([value, key]) => ({ value, label: t(key) }))}
        {...form.getInputProps('role')}
      />
      {callbackUrl ? (
        <Text size="sm">
          {withNodes(t('ssoForm.register', holes('url')), {
            url: <Code style={{ overflowWrap: 'anywhere' }}>{callbackUrl}</Code>,
          })}
        </Text>
      ) : null}
      <DialogButtons
        onCancel={onCancel}
        confirmLabel={t('ssoForm.add')}
        loading={create.isPending}
        mt="sm"
      />
    </FormStack>
  )
}
