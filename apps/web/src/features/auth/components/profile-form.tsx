import { Skeleton, Text, TextInput } from '@mantine/core'
import { type Profile, type UpdateProfile, updateProfileSchema } from '@reserva/shared'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { FormStack } from '@/components/form-stack.tsx'
import { Notice } from '@/components/notice.tsx'
import { SubmitRow } from '@/components/submit-row.tsx'
import { TimeZoneSelect } from '@/components/time-zone-select.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { authClient } from '@/lib/auth-client.ts'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { updateProfile } from '../api/profile.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { FormError } from './form-error.tsx'

const roleNames = {
  customer: 'profileForm.roleCustomer',
  operator: 'profileForm.roleOperator',
  admin: 'profileForm.roleAdmin',
} as const satisfies Record<Profile['role'], MessageKey>

type ProfileValues = { fullName: string; phone: string; timezone: string | null }

/** The shared profile rules; an empty phone number means none. */
const profileFormSchema = z.preprocess((values) => {
  const { phone, ...rest } = values as ProfileValues
  return { ...rest, phone: phone.trim() === '' ? null : phone }
}, updateProfileSchema)

/**
 * Name, phone number and time zone; the server checks them again (400 with each field's reason)
 * and reads the number in the business's country.
 */
export function ProfileForm() {
  const { user, session, profile } = useAuth()
  // The form starts from the server's profile: wait until the session is confirmed.
  if (!user || !session?.id) return <Skeleton h={260} radius="md" />
  return <ProfileFields key={profile?.id ?? 'none'} profile={profile} fallbackName={user.name} />
}

function ProfileFields({
  profile,
  fallbackName,
}: {
  profile: Profile | null
  fallbackName: string
}) {
  const { user, controller } = useAuth()
  const t = useT()
  const form = useSchemaForm({
    schema: profileFormSchema,
    initialValues: {
      fullName: profile?.fullName ?? fallbackName,
      phone: profile?.phone ?? '',
      timezone: profile?.timezone ?? null,
    } satisfies ProfileValues,
  })

  const save = useMutation({
    mutationFn: async (changes: UpdateProfile) => {
      await updateProfile(changes)
      // The name lives on the account too (the header shows it): keep both the same.
      if (user && changes.fullName !== undefined && changes.fullName !== user.name)
        await authClient.updateUser({ name: changes.fullName })
      await controller.refreshUser()
    },
    onError: (error) => showServerFieldErrors(form, error),
  })

  const validation =
    isApiError(save.error) &&
    (save.error.code === 'validation_failed' || save.error.code === 'invalid_phone_number')

  const submit = form.onSubmit((changes) => save.mutate(changes))
  return (
    <FormStack gap="md" onSubmit={submit} maw={520} aria-label={t('profileForm.form')}>
      {profile ? (
        <Text size="sm">
          {t(
            profile.requestedRole === 'operator' && profile.role === 'customer'
              ? 'profileForm.accountTypeRequested'
              : 'profileForm.accountType',
            { role: t(roleNames[profile.role]) },
          )}
        </Text>
      ) : null}
      <FormError error={validation ? null : save.error} />
      {validation ? (
        <Notice tone="error" role="alert" title={t('profileForm.fixTitle')}>
          {t('profileForm.fixText')}
        </Notice>
      ) : null}
      <TextInput
        label={t('profileForm.fullName')}
        autoComplete="name"
        {...form.getInputProps('fullName')}
        required
      />
      <TextInput
        label={t('profileForm.phone')}
        description={t('profileForm.phoneDescription')}
        type="tel"
        autoComplete="tel"
        {...form.getInputProps('phone')}
      />
      <TimeZoneSelect
        label={t('profileForm.timeZone')}
        description={t('profileForm.timeZoneDescription')}
        placeholder={t('profileForm.timeZonePlaceholder')}
        current={profile?.timezone}
        {...form.getInputProps('timezone')}
        clearable
      />
      <SubmitRow
        label={t('profileForm.save')}
        loading={save.isPending}
        done={save.isSuccess && t('profileForm.saved')}
      />
    </FormStack>
  )
}
