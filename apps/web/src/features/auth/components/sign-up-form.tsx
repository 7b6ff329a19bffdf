import { Button, Checkbox, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { FormStack } from '@/components/form-stack.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { fieldErrors } from '@/lib/form-errors.ts'
import { useAuthOptions } from '../api/get-auth-options.ts'
import { authErrorText } from '../errors.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { emailSignUpSchema, phoneSignUpSchema } from '../schemas.ts'
import { FormError } from './form-error.tsx'
import { NewPasswordInput } from './new-password-input.tsx'
import { SocialSignIn } from './social-sign-in.tsx'

type Method = 'email' | 'phone'

/**
 * A new account: name, e-mail address (or phone number) and a password, whose strength the
 * server judges; the hints while typing follow its policy. A role is never chosen here: staff
 * access can only be asked for, and an administrator grants it (DESIGN §2).
 */
export function SignUpForm() {
  const { controller } = useAuth()
  const policy = useAuthOptions().data?.passwordPolicy
  const [method, setMethod] = useState<Method>('email')
  const [values, setValues] = useState({ name: '', email: '', phoneNumber: '', password: '' })
  const [wantsStaffAccess, setWantsStaffAccess] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})

  const signUp = useMutation({
    mutationFn: (body: Parameters<typeof controller.signUp>[0]) => controller.signUp(body),
  })

  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed =
      method === 'email' ? emailSignUpSchema.safeParse(values) : phoneSignUpSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      return
    }
    setErrors({})
    signUp.mutate({
      ...parsed.data,
      ...(wantsStaffAccess ? { requestedRole: 'operator' as const } : {}),
    })
  }

  const weak = isApiError(signUp.error) && signUp.error.code === 'weak_password'
  const passwordError =
    errors.password ?? (weak ? 'Choose a stronger password, as explained above.' : undefined)

  return (
    <Stack gap="xl" maw={460} w="100%">
      <SocialSignIn />
      <FormStack gap="md" onSubmit={submit} aria-label="Create an account">
        <FormError
          text={
            signUp.error
              ? authErrorText(signUp.error, { password: signUp.variables?.password, policy })
              : null
          }
        />
        <TextInput
          label="Full name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => set('name')(event.currentTarget.value)}
          error={errors.name}
          required
          size="md"
        />
        <Stack gap={6}>
          <Text component="span" size="sm" fw={500} id="sign-up-method-label">
            Sign up with
          </Text>
          <SegmentedControl
            aria-labelledby="sign-up-method-label"
            value={method}
            onChange={(value) => {
              setMethod(value as Method)
              setErrors({})
            }}
            data={[
              { value: 'email', label: 'E-mail' },
              { value: 'phone', label: 'Phone' },
            ]}
            fullWidth
          />
        </Stack>
        {method === 'email' ? (
          <TextInput
            label="E-mail address"
            description="We send a link to confirm it."
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => set('email')(event.currentTarget.value)}
            error={errors.email}
            required
            size="md"
          />
        ) : (
          <TextInput
            label="Phone number"
            description="In international format, e.g. +44 20 7946 0321"
            type="tel"
            autoComplete="tel"
            value={values.phoneNumber}
            onChange={(event) => set('phoneNumber')(event.currentTarget.value)}
            error={errors.phoneNumber}
            required
            size="md"
          />
        )}
        <NewPasswordInput
          value={values.password}
          onChange={set('password')}
          policy={policy}
          error={passwordError}
        />
        <Checkbox
          label="I run bookings for this business: ask for staff access"
          description="An administrator approves it. Until then your account works like a customer's."
          checked={wantsStaffAccess}
          onChange={(event) => setWantsStaffAccess(event.currentTarget.checked)}
        />
        <Button type="submit" size="md" loading={signUp.isPending}>
          Create account
        </Button>
      </FormStack>
    </Stack>
  )
}
