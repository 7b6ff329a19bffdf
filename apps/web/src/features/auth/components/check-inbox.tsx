import { Anchor, Button, Stack, Text, Title } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { IconMail } from '@/components/icons.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useAuth } from '../hooks/use-auth.ts'
import { FormError } from './form-error.tsx'

/**
 * After an e-mail sign-up: the account opens with the link mailed to the address, which confirms
 * it. The words are the same whether the address was new or had an account already (its owner
 * is mailed instead), so this screen never tells which addresses have accounts.
 */
export function CheckInbox({ email, onBack }: { email: string; onBack: () => void }) {
  const { controller } = useAuth()
  const t = useT()
  const resend = useMutation({ mutationFn: () => controller.sendVerificationLink(email) })
  // The form this replaces had the focus: it moves to what is said now, which is read out.
  const title = useRef<HTMLHeadingElement>(null)
  useEffect(() => title.current?.focus(), [])
  return (
    <Stack gap="md" maw={460} w="100%" role="region" aria-labelledby="check-inbox-title">
      <IconMail size={32} aria-hidden />
      <Title order={2} size="h3" id="check-inbox-title" ref={title} tabIndex={-1}>
        {t('checkInbox.title')}
      </Title>
      <Text>{t('checkInbox.sent', { email })}</Text>
      <Text size="sm" c="dimmed">
        {t('checkInbox.taken')}
      </Text>
      {resend.isSuccess ? (
        <Text size="sm" fw={600} role="status">
          {t('checkInbox.sentAgain')}
        </Text>
      ) : null}
      <FormError error={resend.error} />
      <Stack gap="xs" align="flex-start">
        <Button
          variant="default"
          loading={resend.isPending}
          disabled={resend.isSuccess}
          onClick={() => resend.mutate()}
        >
          {t('checkInbox.resend')}
        </Button>
        <Anchor component="button" type="button" fw={600} onClick={onBack}>
          {t('checkInbox.otherAddress')}
        </Anchor>
      </Stack>
    </Stack>
  )
}
