import { Button } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { FormStack } from '@/components/form-stack.tsx'
import { IconMail } from '@/components/icons.tsx'
import { Notice } from '@/components/notice.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { authClient } from '@/lib/auth-client.ts'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { forgotPasswordSchema } from '../schemas.ts'
import { type ContactMethod, ContactMethodFields } from './contact-method-fields.tsx'
import { FormError } from './form-error.tsx'
import { PhoneResetForm } from './phone-reset-form.tsx'

type Request = { method: 'email'; email: string } | { method: 'phone'; phoneNumber: string }

const requestReset = async (request: Request) => {
  if (request.method === 'email') {
    await authClient.requestPasswordReset({
      email: request.email,
      redirectTo: `${window.location.origin}/signin?mode=reset`,
    })
  } else {
    await authClient.phoneNumber.requestPasswordReset({ phoneNumber: request.phoneNumber })
  }
}

/**
 * Asks for a way to choose a new password: a link to the e-mail address, or a code texted to the
 * account's confirmed phone number, entered here with the new password. The answer is the same
 * whether or not the account exists.
 */
export function ForgotPasswordForm() {
  const t = useT()
  const form = useSchemaForm({
    schema: forgotPasswordSchema,
    initialValues: { method: 'email' as ContactMethod, email: '', phoneNumber: '' },
  })
  const request = useMutation({
    mutationFn: requestReset,
    // A number the server could not read is said at the field, with how to write one.
    onError: (error) => showServerFieldErrors(form, error),
  })

  const sent = request.isSuccess ? request.variables : undefined
  if (sent?.method === 'email') {
    return (
      <Notice
        tone="info"
        icon={<IconMail size={20} />}
        role="status"
        title={t('forgotPassword.sentTitle')}
        maw={460}
      >
        {t('forgotPassword.sentText', { email: sent.email })}
      </Notice>
    )
  }
  if (sent?.method === 'phone') {
    return (
      <PhoneResetForm
        phoneNumber={sent.phoneNumber}
        onSendAgain={() => requestReset(sent)}
        onBack={() => request.reset()}
      />
    )
  }

  const submit = form.onSubmit((values) =>
    request.mutate(
      values.method === 'email'
        ? { method: 'email', email: values.email }
        : { method: 'phone', phoneNumber: values.phoneNumber },
    ),
  )
  const atField = isApiError(request.error) && request.error.code === 'invalid_phone_number'
  return (
    <FormStack gap="md" onSubmit={submit} maw={460} aria-label={t('forgotPassword.form')}>
      <FormError error={atField ? null : request.error} />
      <ContactMethodFields
        form={form}
        id="forgot-method-label"
        label={t('forgotPassword.method')}
        emailDescription={t('forgotPassword.emailDescription')}
        emailAutoComplete="email"
        phoneDescription={t('forgotPassword.phoneDescription')}
      />
      <Button type="submit" size="md" loading={request.isPending}>
        {t(form.values.method === 'email' ? 'forgotPassword.sendLink' : 'forgotPassword.textCode')}
      </Button>
    </FormStack>
  )
}
