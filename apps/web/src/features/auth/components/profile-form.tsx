import { Alert, Button, Group, Select, Skeleton, Text, TextInput } from '@mantine/core'
import { type Profile, updateProfileSchema } from '@reserva/shared'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useMemo, useState } from 'react'
import { FormStack } from '@/components/form-stack.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { authClient } from '@/lib/auth-client.ts'
import { fieldErrors, serverFieldErrors } from '@/lib/form-errors.ts'
import { updateProfile } from '../api/profile.ts'
import { authErrorText } from '../errors.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { FormError } from './form-error.tsx'

const roleNames = { customer: 'Customer', operator: 'Operator', admin: 'Administrator' }

const timeZones = () => {
  try {
    return Intl.supportedValuesOf('timeZone')
  } catch {
    return ['UTC']
  }
}

/** Name, phone number and time zone; the server checks them again (400 with each field's reason). */
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
  const zones = useMemo(
    () => timeZones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
    [],
  )
  const [values, setValues] = useState({
    fullName: profile?.fullName ?? fallbackName,
    phone: profile?.phone ?? '',
    timezone: profile?.timezone ?? null,
  })
  const [errors, setErrors] = useState<Record<string, string>>({})

  const save = useMutation({
    mutationFn: async (changes: {
      fullName: string
      phone: string | null
      timezone: string | null
    }) => {
      await updateProfile(changes)
      // The name lives on the account too (the header shows it): keep both the same.
      if (user && changes.fullName !== user.name)
        await authClient.updateUser({ name: changes.fullName })
      await controller.refreshUser()
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'validation_failed') {
        setErrors(serverFieldErrors(error.details))
      }
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = updateProfileSchema.safeParse({
      fullName: values.fullName,
      phone: values.phone.trim() === '' ? null : values.phone,
      timezone: values.timezone,
    })
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      return
    }
    setErrors({})
    save.mutate({
      fullName: parsed.data.fullName ?? values.fullName,
      phone: parsed.data.phone ?? null,
      timezone: parsed.data.timezone ?? null,
    })
  }

  const validation = isApiError(save.error) && save.error.code === 'validation_failed'

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
      <FormError text={save.error && !validation ? authErrorText(save.error) : null} />
      {validation ? (
        <Alert
          role="alert"
          color="red"
          variant="light"
          title="Some details need a change"
          styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
        >
          See the notes next to the fields.
        </Alert>
      ) : null}
      <TextInput
        label="Full name"
        autoComplete="name"
        value={values.fullName}
        onChange={(event) => {
          const fullName = event.currentTarget.value
          setValues((current) => ({ ...current, fullName }))
        }}
        error={errors.fullName}
        required
      />
      <TextInput
        label="Phone number"
        description="Optional. In international format, e.g. +44 20 7946 0321"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={(event) => {
          const phone = event.currentTarget.value
          setValues((current) => ({ ...current, phone }))
        }}
        error={errors.phone}
      />
      <Select
        label="Time zone"
        description="Optional. Times are shown in the business's time zone unless you choose yours."
        placeholder="Choose a time zone"
        data={zones}
        value={values.timezone}
        onChange={(timezone) => setValues((current) => ({ ...current, timezone }))}
        error={errors.timezone}
        searchable
        clearable
        nothingFoundMessage="No time zone by that name"
        comboboxProps={{ withinPortal: true }}
      />
      <Group gap="md">
        <Button type="submit" loading={save.isPending}>
          Save profile
        </Button>
        <Text size="sm" c="var(--reserva-success-text)" fw={600} role="status">
          {save.isSuccess ? 'Saved.' : ''}
        </Text>
      </Group>
    </FormStack>
  )
}
