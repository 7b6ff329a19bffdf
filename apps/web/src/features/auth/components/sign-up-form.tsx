import { Button, Checkbox, Stack, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useLocation } from 'wouter'
import { FormStack } from '@/components/form-stack.tsx'
import { SkeletonStack } from '@/components/skeleton-stack.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useAuthOptions } from '../api/get-auth-options.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { signUpSchema } from '../schemas.ts'
import { CheckInbox } from './check-inbox.tsx'
import { type ContactMethod, ContactMethodFields } from './contact-method-fields.tsx'
import { FormError } from './form-error.tsx'
import { NewPasswordInput } from './new-password-input.tsx'
import { SocialSignIn } from './social-sign-in.tsx'

// The code step comes after a phone sign-up only: a chunk of its own.
const PhoneCodeForm = lazy(() =>
  import('./phone-code-form.tsx').then((m) => ({ default: m.PhoneCodeForm })),
)

/**
 * A new account: name, e-mail address (or phone number) and a password, whose strength the
 * server judges; the hints while typing follow its policy. A role is never chosen here: staff
 * access can only be asked for, and an administrator grants it (DESIGN §2). An account is signed
 * in once its address is confirmed by the link mailed to it, or its number by the code texted to
 * it (the next step here).
 */
export function SignUpForm({ next = null }: { next?: string | null }) {
  const { controller } = useAuth()
  const t = useT()
  const [, navigate] = useLocation()
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
    mutationFn: (body: Parameters<typeof controller.signUp>[0]) => controller.signUp(body, next),
    // A number the server could not read is said at the field, with how to write one.
    onError: (error) => showServerFieldErrors(form, error),
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
  const atField = isApiError(signUp.error) && signUp.error.code === 'invalid_phone_number'
  const passwordField = form.getInputProps('password')

  if (signUp.data && 'email' in signUp.data) {
    return <CheckInbox email={signUp.data.email} onBack={() => signUp.reset()} />
  }
  if (signUp.data) {
    return (
      <Suspense fallback={<SkeletonStack heights={[48, 56, 42]} gap="md" />}>
        <PhoneCodeForm
          phoneNumber={signUp.data.phoneNumber}
          displayNumber={signUp.data.displayNumber}
          reason="sign-up"
          // A new account has no second factor; had it one, signing in would ask for it.
          onSignInRequired={() => navigate('/signin')}
        />
      </Suspense>
    )
  }

  return (
    <Stack gap="xl" maw={460} w="100%">
      <SocialSignIn />
      <FormStack gap="md" onSubmit={submit} aria-label={t('signup.form')}>
        <FormError
          error={atField ? null : signUp.error}
          password={signUp.variables?.password}
          policy={policy}
        />
        <TextInput
          label={t('signup.fullName')}
          autoComplete="name"
          {...form.getInputProps('name')}
          required
          size="md"
        />
        <ContactMethodFields
          form={form}
          id="sign-up-method-label"
          label={t('signup.with')}
          emailDescription={t('signup.emailDescription')}
          emailAutoComplete="email"
        />
        <NewPasswordInput
          // The public area's word: the form shows at the first paint, before the account area.
          label={t('signin.password')}
          {...passwordField}
          error={passwordField.error ?? (weak ? t('signup.strongerPassword') : undefined)}
          policy={policy}
        />
        <Checkbox
          label={t('signup.staffAccess')}
          description={t('signup.staffAccessDescription')}
          {...form.getInputProps('wantsStaffAccess', { type: 'checkbox' })}
        />
        <Button type="submit" size="md" loading={signUp.isPending}>
          {t('signup.submit')}
        </Button>
      </FormStack>
    </Stack>
  )
}
