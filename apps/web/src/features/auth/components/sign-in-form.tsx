import { Anchor, Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'wouter'
import { FormStack } from '@/components/form-stack.tsx'
import { SkeletonStack } from '@/components/skeleton-stack.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import type { DemoAccount } from '../api/get-auth-options.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { signInModeLink } from '../next-path.ts'
import { type ContactMethod, ContactMethodFields } from './contact-method-fields.tsx'
import { DemoAccounts } from './demo-accounts.tsx'
import { FormError } from './form-error.tsx'
import { SocialSignIn } from './social-sign-in.tsx'
import { TwoFactorChallenge } from './two-factor-challenge.tsx'

type Credentials = { email: string; password: string } | { phoneNumber: string; password: string }

// Only a phone account whose number is not confirmed yet is asked for its code: a chunk of its own.
const PhoneCodeForm = lazy(() =>
  import('./phone-code-form.tsx').then((m) => ({ default: m.PhoneCodeForm })),
)

/**
 * E-mail (or phone number) and password; then the second factor when the account has it on, or
 * the code texted to a phone account's number that is not confirmed yet. Once signed in, the
 * screen sends the person on (it watches `user`).
 */
export function SignInForm({
  next,
  demoAccounts = [],
}: {
  next: string | null
  demoAccounts?: DemoAccount[]
}) {
  const { controller } = useAuth()
  const t = useT()
  const form = useSchemaForm({
    // zod and the rules come with the first keystroke (or the submit): /signin shows and takes
    // over the page without them.
    schema: () => import('../schemas.ts').then((schemas) => schemas.signInSchema),
    initialValues: { method: 'email' as ContactMethod, email: '', phoneNumber: '', password: '' },
  })
  const [step, setStep] = useState<'credentials' | 'two_factor' | 'phone_code'>('credentials')
  // Which button started the sign-in under way: the form's, or a demo account's (its e-mail).
  const [source, setSource] = useState<string>('form')

  const signIn = useMutation({
    mutationFn: (credentials: Credentials) => controller.signInWithPassword(credentials),
    onSuccess: (result) => {
      if (result === 'two_factor_required') setStep('two_factor')
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'auth.phone_number_not_verified')
        setStep('phone_code')
      // A number the server could not read is said at the field, with how to write one.
      else showServerFieldErrors(form, error)
    },
  })

  const submit = form.onSubmit((values) => {
    setSource('form')
    signIn.mutate(
      values.method === 'email'
        ? { email: values.email, password: values.password }
        : { phoneNumber: values.phoneNumber, password: values.password },
    )
  })

  const sent = signIn.variables
  if (step === 'phone_code' && sent && 'phoneNumber' in sent) {
    return (
      <Suspense fallback={<SkeletonStack heights={[48, 56, 42]} gap="md" />}>
        <PhoneCodeForm
          phoneNumber={sent.phoneNumber}
          displayNumber={sent.phoneNumber}
          reason="sign-in"
          // Confirmed; the account has two-factor sign-in on: the password again, then the factor.
          onSignInRequired={() => signIn.mutate(sent)}
          onBack={() => {
            signIn.reset()
            setStep('credentials')
          }}
        />
      </Suspense>
    )
  }

  if (step === 'two_factor') {
    return (
      <TwoFactorChallenge
        onCancel={() => {
          signIn.reset()
          setStep('credentials')
        }}
      />
    )
  }

  const busyEmail = signIn.isPending && source !== 'form' ? source : null

  const credentials = (
    <Stack gap="xl" maw={460} w="100%">
      <SocialSignIn next={next} />
      <FormStack gap="md" onSubmit={submit} aria-label={t('signin.submit')}>
        <FormError
          error={
            isApiError(signIn.error) && signIn.error.code === 'invalid_phone_number'
              ? null
              : signIn.error
          }
        />
        <ContactMethodFields
          form={form}
          id="sign-in-method-label"
          label={t('signin.with')}
          emailAutoComplete="username"
        />
        <PasswordInput
          label={t('signin.password')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
          aria-invalid={Boolean(form.errors.password) || undefined}
          required
          size="md"
          visibilityToggleButtonProps={{ 'aria-label': t('signin.showPassword') }}
        />
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={signInModeLink('forgot', next)} size="sm" fw={600}>
            {t('signin.forgotLink')}
          </Anchor>
          <Anchor component={Link} to={signInModeLink('code', next)} size="sm" fw={600}>
            {t('signin.codeLink')}
          </Anchor>
        </Group>
        <Button
          type="submit"
          size="md"
          loading={signIn.isPending && source === 'form'}
          disabled={busyEmail !== null}
        >
          {t('signin.submit')}
        </Button>
      </FormStack>
    </Stack>
  )

  if (demoAccounts.length === 0) return credentials
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 56 }}>
      {credentials}
      <DemoAccounts
        accounts={demoAccounts}
        busyEmail={busyEmail}
        onUse={(account) => {
          form.setValues({
            method: 'email',
            email: account.email,
            phoneNumber: '',
            password: account.password,
          })
          form.clearErrors()
          setSource(account.email)
          signIn.mutate({ email: account.email, password: account.password })
        }}
      />
    </SimpleGrid>
  )
}
