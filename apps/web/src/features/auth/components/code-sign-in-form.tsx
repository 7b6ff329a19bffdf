import { Anchor, Button, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { CodeInput } from '@/components/code-input.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { authClient } from '@/lib/auth-client.ts'
import { useSchemaForm } from '@/lib/form.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useAuth } from '../hooks/use-auth.ts'
import { codeFormSchema } from '../schemas.ts'
import { EmailRequestForm } from './email-request-form.tsx'
import { FormError } from './form-error.tsx'

const sendSignInCode = (email: string) =>
  authClient.emailOtp.sendVerificationOtp({ email, type: 'sign-in' })

/** Sign-in without a password: a 6-digit code sent by e-mail, valid for five minutes. */
export function CodeSignInForm() {
  const { controller } = useAuth()
  const t = useT()
  const codeForm = useSchemaForm({ schema: codeFormSchema, initialValues: { code: '' } })
  const send = useMutation({ mutationFn: sendSignInCode })
  const resend = useMutation({ mutationFn: sendSignInCode })
  const verify = useMutation({
    mutationFn: (otp: string) => controller.signInWithCode({ email: send.variables ?? '', otp }),
  })

  if (!send.isSuccess) {
    return (
      <EmailRequestForm
        name={t('codeSignIn.request')}
        submitLabel={t('codeSignIn.send')}
        request={send}
      />
    )
  }

  const submit = codeForm.onSubmit(({ code }) => verify.mutate(code))
  return (
    <FormStack gap="md" onSubmit={submit} maw={460} aria-label={t('codeSignIn.form')}>
      <Text role="status">
        {t(resend.isSuccess ? 'codeSignIn.sentAgain' : 'codeSignIn.sent', {
          email: send.variables,
        })}
      </Text>
      <FormError error={verify.error ?? resend.error} />
      <CodeInput
        label={t('codeSignIn.label')}
        {...codeForm.getInputProps('code')}
        autoFocus
        size="md"
      />
      <Button type="submit" size="md" loading={verify.isPending}>
        {t('codeSignIn.submit')}
      </Button>
      <Anchor
        component="button"
        type="button"
        ta="start"
        fw={600}
        disabled={resend.isPending}
        onClick={() => {
          verify.reset()
          codeForm.reset()
          if (send.variables) resend.mutate(send.variables)
        }}
      >
        {t('codeSignIn.resend')}
      </Anchor>
    </FormStack>
  )
}
