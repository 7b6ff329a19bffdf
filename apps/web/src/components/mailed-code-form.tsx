import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { holes, withNodes } from '@/lib/i18n/with-nodes.tsx'
import { CodeInput } from './code-input.tsx'
import { FormStack } from './form-stack.tsx'
import { Notice } from './notice.tsx'
import { IconCheck } from './screen-icons.tsx'

/**
 * The step after a visitor asked for something by e-mail (a booking, a quote): where the code
 * went, the six-digit code's field, the refusal in place, and a way back to correct the address.
 * Once the confirmation is spent (out of time or tries) the field closes and "start again" shows.
 */
export function MailedCodeForm({
  email,
  words,
  code,
  onCode,
  onSubmit,
  onBack,
  spent,
  sending,
  status,
  error,
}: {
  email: string
  words: {
    checkMail: string
    /** A sentence with an `{email}` hole. */
    sent: string
    form: string
    code: string
    confirm: string
    startAgain: string
  }
  code: string
  onCode: (code: string) => void
  onSubmit: () => void
  /** Back to the form that sent the code. */
  onBack: () => void
  spent: boolean
  sending: boolean
  /** What else the visitor should know under the field (a hold's time left). */
  status?: ReactNode
  /** The refusal, as an ErrorAlert with its own words. */
  error: ReactNode
}) {
  const t = useT()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <Stack gap="lg" maw={640}>
      <Notice tone="info" role="status" title={words.checkMail}>
        {withNodes(words.sent, {
          email: (
            <Text component="span" fw={700}>
              {email}
            </Text>
          ),
        })}
      </Notice>
      <FormStack gap="md" onSubmit={submit} aria-label={words.form}>
        <CodeInput
          label={words.code}
          size="md"
          maw={220}
          value={code}
          onChange={(event) => onCode(event.currentTarget.value.replace(/\D/g, ''))}
          disabled={spent}
        />
        {status}
        {error}
        <Group gap="sm">
          <Button
            type="submit"
            size="lg"
            loading={sending}
            disabled={spent || code.length !== 6}
            leftSection={<IconCheck size={20} />}
          >
            {words.confirm}
          </Button>
          {spent ? (
            <Button size="lg" variant="default" onClick={onBack}>
              {words.startAgain}
            </Button>
          ) : null}
        </Group>
      </FormStack>
      <Text size="sm">
        {withNodes(t('guestConfirm.noMail', holes('check')), {
          check: (
            <Anchor component="button" type="button" onClick={onBack}>
              {t('guestConfirm.checkAddress')}
            </Anchor>
          ),
        })}
      </Text>
    </Stack>
  )
}
