import { Button, Checkbox, Stack, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { FormStack } from '@/components/form-stack.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { useSchemaForm } from '@/lib/form.ts'
import { useAuthOptions } from '../api/get-auth-options.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { signUpSchema } from '../schemas.ts'
import { type ContactMethod, ContactMethodFields } from './contact-method-fields.tsx'
import { FormError } from './form-error.tsx'
import { NewPasswordInput } from './new-password-input.tsx'
import { SocialSignIn } from './social-sign-in.tsx'

/**
 * A new account: name, e-mail address (or phone number) and a password, whose strength the
 * server judges; the hints while typing follow its policy. A role is never chosen here: staff
 * access can only be asked for, and an administrator grants it (DESIGN §2).
 */
export function SignUpForm() {
  const { controller } = useAuth()
  const policy = useAuthOptions().data?.passwordPolicy
  const form = useSchemaForm({
    schema: signUpSchema,
    initialValues: {
      method: 'email' as ContactMethod,
      name: '',
      email: '',
      phoneNumber: '',
      password: '',
      wantsStaffAccess: false,
    },
  })

  const signUp = useMutation({
    mutationFn: (body: Parameters<typeof controller.signUp>[0]) => controller.signUp(body),
  })

  const submit = form.onSubmit((values) => {
    const { name, password } = values
    signUp.mutate({
      name,
      ...(values.method === 'email'
        ? { email: values.email }
        : { phoneNumber: values.phoneNumber }),
      password,
      ...(form.values.wantsStaffAccess ? { requestedRole: 'operator' as const } : {}),
    })
  })

  const weak = isApiError(signUp.error) && signUp.error.code === 'weak_password'
  const passwordField = form.getInputProps('password')

  return (
    <Stack gap="xl" maw={460} w="100%">
      <SocialSignIn />
      <FormStack gap="md" onSubmit={submit} aria-label="Create an account">
        <FormError error={signUp.error} password={signUp.variables?.password} policy={policy} />
        <TextInput
          label="Full name"
          autoComplete="name"
          {...form.getInputProps('name')}
          required
          size="md"
        />
        <ContactMethodFields
          form={form}
          id="sign-up-method-label"
          label="Sign up with"
          emailDescription="We send a link to confirm it."
          emailAutoComplete="email"
        />
        <NewPasswordInput
          {...passwordField}
          error={
            passwordField.error ??
            (weak ? 'Choose a stronger password, as explained above.' : undefined)
          }
          policy={policy}
        />
        <Checkbox
          label="I run bookings for this business: ask for staff access"
          description="An administrator approves it. Until then your account works like a customer's."
          {...form.getInputProps('wantsStaffAccess', { type: 'checkbox' })}
        />
        <Button type="submit" size="md" loading={signUp.isPending}>
          Create account
        </Button>
      </FormStack>
    </Stack>
  )
}
