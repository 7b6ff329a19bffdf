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
import { updateProfile } from '../api/profile.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { FormError } from './form-error.tsx'

const roleNames = { customer: 'Customer', operator: 'Operator', admin: 'Administrator' }

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
    <FormStack gap="md" onSubmit={submit} maw={520} aria-label="Profile">
      {profile ? (
        <Text size="sm">
          Account type: <strong>{roleNames[profile.role]}</strong>
          {profile.requestedRole === 'operator' && profile.role === 'customer'
            ? '. You asked for staff access; an administrator has not approved it yet.'
            : ''}
        </Text>
      ) : null}
      <FormError error={validation ? null : save.error} />
      {validation ? (
        <Notice tone="error" role="alert" title="Some details need a change">
          See the notes next to the fields.
        </Notice>
      ) : null}
      <TextInput
        label="Full name"
        autoComplete="name"
        {...form.getInputProps('fullName')}
        required
      />
      <TextInput
        label="Phone number"
        description="Optional. As you dial it; a number from another country starts with + and its country code."
        type="tel"
        autoComplete="tel"
        {...form.getInputProps('phone')}
      />
      <TimeZoneSelect
        label="Time zone"
        description="Optional. Times are shown in the business's time zone unless you choose yours."
        placeholder="Choose a time zone"
        current={profile?.timezone}
        {...form.getInputProps('timezone')}
        clearable
      />
      <SubmitRow label="Save profile" loading={save.isPending} done={save.isSuccess && 'Saved.'} />
    </FormStack>
  )
}
