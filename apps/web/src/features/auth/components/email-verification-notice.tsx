import { Button, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { IconMail } from '@/components/icons.tsx'
import { Notice } from '@/components/notice.tsx'
import { useAuth } from '../hooks/use-auth.ts'
import { FormError } from './form-error.tsx'

/**
 * The verification screens, on the dashboard: "confirmed" after the e-mail's link
 * (/dashboard?verified=1), "expired" when the link failed (&error=…), and a reminder with a
 * way to send the link again while the address is not confirmed.
 */
export function EmailVerificationNotice({
  justVerified,
  linkError,
}: {
  justVerified: boolean
  linkError: boolean
}) {
  const { user, controller } = useAuth()
  const resend = useMutation({
    mutationFn: (email: string) => controller.sendVerificationLink(email),
  })
  // Accounts made with a phone number carry a stand-in address the server never writes to.
  if (!user?.email || user.emailVerified === undefined || user.email.endsWith('@phone.invalid')) {
    return null
  }

  if (user.emailVerified) {
    if (!justVerified) return null
    return (
      <Notice tone="success" role="status" title="Your e-mail address is confirmed">
        Thank you. We will send your booking confirmations and reminders to {user.email}.
      </Notice>
    )
  }

  const email = user.email
  return (
    <Notice
      tone={linkError ? 'error' : 'info'}
      icon={linkError ? undefined : <IconMail size={20} />}
      role={linkError ? 'alert' : 'note'}
      title={
        linkError
          ? 'That confirmation link has expired or was already used'
          : 'Please confirm your e-mail address'
      }
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {linkError
            ? `Ask for a new link to ${email}; it works for one hour.`
            : `We sent a link to ${email}. Open it to confirm that the address is yours.`}
        </Text>
        {resend.isSuccess ? (
          <Text size="sm" fw={600} role="status">
            Sent. Check your inbox, and the spam folder if it is not there.
          </Text>
        ) : (
          <Button
            size="sm"
            variant="default"
            loading={resend.isPending}
            onClick={() => resend.mutate(email)}
          >
            Send the link again
          </Button>
        )}
        <FormError error={resend.error} />
      </Stack>
    </Notice>
  )
}
