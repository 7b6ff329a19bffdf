import { Anchor, Button, Stack, Text, Title } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { IconMail } from '@/components/icons.tsx'
import { useAuth } from '../hooks/use-auth.ts'
import { FormError } from './form-error.tsx'

/**
 * After an e-mail sign-up: the account opens with the link mailed to the address, which confirms
 * it. The words are the same whether the address was new or had an account already (its owner
 * is mailed instead), so this screen never tells which addresses have accounts.
 */
export function CheckInbox({ email, onBack }: { email: string; onBack: () => void }) {
  const { controller } = useAuth()
  const resend = useMutation({ mutationFn: () => controller.sendVerificationLink(email) })
  // The form this replaces had the focus: it moves to what is said now, which is read out.
  const title = useRef<HTMLHeadingElement>(null)
  useEffect(() => title.current?.focus(), [])
  return (
    <Stack gap="md" maw={460} w="100%" role="region" aria-labelledby="check-inbox-title">
      <IconMail size={32} aria-hidden />
      <Title order={2} size="h3" id="check-inbox-title" ref={title} tabIndex={-1}>
        Check your inbox
      </Title>
      <Text>
        We sent a link to <strong>{email}</strong>. Open it to confirm the address; it signs you in.
        The link works for one hour.
      </Text>
      <Text size="sm" c="dimmed">
        If this address has an account already, we told its owner instead: sign in, or reset the
        password if it is forgotten.
      </Text>
      {resend.isSuccess ? (
        <Text size="sm" fw={600} role="status">
          Sent again. Check the spam folder too if it is not there.
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
          Send the link again
        </Button>
        <Anchor component="button" type="button" fw={600} onClick={onBack}>
          Use another address
        </Anchor>
      </Stack>
    </Stack>
  )
}
