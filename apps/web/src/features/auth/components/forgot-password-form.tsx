import { useMutation } from '@tanstack/react-query'
import { IconMail } from '@/components/icons.tsx'
import { Notice } from '@/components/notice.tsx'
import { authClient } from '@/lib/auth-client.ts'
import { EmailRequestForm } from './email-request-form.tsx'

/** Asks for a link to choose a new password. The answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const request = useMutation({
    mutationFn: (email: string) =>
      authClient.requestPasswordReset({
        email,
        redirectTo: `${window.location.origin}/signin?mode=reset`,
      }),
  })

  if (request.isSuccess) {
    return (
      <Notice
        tone="info"
        icon={<IconMail size={20} />}
        role="status"
        title="Check your inbox"
        maw={460}
      >
        If an account uses {request.variables}, we have sent it a link to choose a new password. The
        link works for one hour. Nothing there? Look in your spam folder.
      </Notice>
    )
  }

  return (
    <EmailRequestForm
      name="Reset your password"
      description="We will send a link to choose a new password to this address."
      submitLabel="Send me a link"
      request={request}
    />
  )
}
