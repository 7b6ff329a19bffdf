import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { socialSignInAnswerSchema } from '@/lib/auth-schemas.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { EmailRequestForm } from './email-request-form.tsx'

/**
 * Asks the server for the sign-in page of the organisation that runs single sign-on for this
 * address. Back from there, /signin sends each role on to its workspace (or to `next`).
 */
const startSsoSignIn = ({ email, next }: { email: string; next: string | null }) => {
  const back = next ? `/signin?${new URLSearchParams({ next })}` : '/signin'
  return apiRequest('/api/auth/sign-in/sso', {
    method: 'POST',
    body: { email, callbackURL: back, errorCallbackURL: '/signin' },
    schema: socialSignInAnswerSchema,
  })
}

/** Single sign-on for staff whose business signs them in elsewhere: the work e-mail address. */
export function SsoSignInForm({ next }: { next: string | null }) {
  const t = useT()
  const start = useMutation({
    mutationFn: startSsoSignIn,
    onSuccess: ({ url }) => window.location.assign(url),
  })
  return (
    <EmailRequestForm
      name={t('ssoSignIn.form')}
      description={t('ssoSignIn.description')}
      submitLabel={t('ssoSignIn.submit')}
      request={{
        mutate: (email) => start.mutate({ email, next }),
        // Still pending while the browser leaves for the organisation's page.
        isPending: start.isPending || start.isSuccess,
        error: start.error,
      }}
    />
  )
}
