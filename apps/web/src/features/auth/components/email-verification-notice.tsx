import { Button, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { IconMail } from '@/components/icons.tsx'
import { Notice } from '@/components/notice.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'
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
  const t = useT()
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
      <Notice tone="success" role="status" title={t('verifyEmail.confirmedTitle')}>
        {t('verifyEmail.confirmedText', { email: user.email })}
      </Notice>
    )
  }

  const email = user.email
  return (
    <Notice
      tone={linkError ? 'error' : 'info'}
      icon={linkError ? undefined : <IconMail size={20} />}
      role={linkError ? 'alert' : 'note'}
      title={t(linkError ? 'verifyEmail.expiredTitle' : 'verifyEmail.pleaseTitle')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {t(linkError ? 'verifyEmail.expiredText' : 'verifyEmail.pleaseText', { email })}
        </Text>
        {resend.isSuccess ? (
          <Text size="sm" fw={600} role="status">
            {t('verifyEmail.sent')}
          </Text>
        ) : (
          <Button
            size="sm"
            variant="default"
            loading={resend.isPending}
            onClick={() => resend.mutate(email)}
          >
            {t('verifyEmail.resend')}
          </Button>
        )}
        <FormError error={resend.error} />
      </Stack>
    </Notice>
  )
}
