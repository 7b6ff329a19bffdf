import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core'
import { type ManagedQuote, type Quote, quoteMessageInputSchema } from '@reserva/shared'
import { useId } from 'react'
import { bareList } from '@/components/bare-list.ts'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { shortInstant } from '@/lib/dates.ts'
import { useSchemaForm } from '@/lib/form.ts'
import { fieldErrors } from '@/lib/form-errors.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { messageByLink, useLinkedChange } from '../api/quote-link.ts'
import { postQuoteMessage, useQuoteMutation } from '../api/quotes.ts'
import { quoteMessages } from '../errors.ts'
import { schemaWords } from '../utils/schema-words.ts'

/**
 * The messages between the customer and the business about one quote, oldest first, and a box to
 * write the next one. Only the customer and staff can write, so in the customer's view every
 * message not from staff is their own.
 */
export function MessageThread({
  quote,
  viewer,
  link,
}: {
  quote: Quote | ManagedQuote
  viewer: 'customer' | 'staff'
  /** Opened by the quote's link (decision 045): messages go through it. */
  link?: string
}) {
  const t = useT()
  const form = useSchemaForm({
    schema: quoteMessageInputSchema,
    initialValues: { body: '' },
    messages: (error) => schemaWords(fieldErrors(error)),
  })
  const signedIn = useQuoteMutation(postQuoteMessage)
  const linked = useLinkedChange(link ?? '', ({ body }: { body: string }) =>
    messageByLink(link ?? '', body),
  )
  const send = link ? linked : signedIn
  const inputId = useId()

  const submit = form.onSubmit(({ body }) =>
    send.mutate({ id: quote.id, body }, { onSuccess: () => form.reset() }),
  )

  const authorOf = (author: Quote['messages'][number]['author']) =>
    viewer === 'customer'
      ? author.staff
        ? t('quoteThread.staffAuthor', { name: author.name })
        : t('quoteThread.you')
      : author.staff
        ? author.name
        : t('quoteThread.customerAuthor', { name: author.name })

  return (
    <Stack gap="sm">
      {quote.messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('quoteThread.none')}
        </Text>
      ) : (
        <Stack component="ol" gap="xs" style={bareList}>
          {quote.messages.map((message) => {
            const mine = viewer === 'customer' ? !message.author.staff : message.author.staff
            return (
              <Paper
                component="li"
                key={message.id}
                radius="md"
                p="sm"
                bg={mine ? 'var(--reserva-surface-accent)' : 'var(--reserva-surface-muted)'}
                withBorder
                ml={mine ? { base: 24, sm: 48 } : 0}
                mr={mine ? 0 : { base: 24, sm: 48 }}
              >
                <Text size="xs" fw={600}>
                  {authorOf(message.author)}
                  <Text span size="xs" c="dimmed" fw={400}>
                    {' · '}
                    {shortInstant(quote.timezone, message.createdAt)}
                  </Text>
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.body}
                </Text>
              </Paper>
            )
          })}
        </Stack>
      )}
      {quote.can.message ? (
        <FormStack
          gap="xs"
          onSubmit={submit}
          aria-label={t('quoteThread.formLabel', { reference: quote.reference })}
        >
          <Textarea
            id={inputId}
            label={
              viewer === 'customer' ? t('quoteThread.toBusiness') : t('quoteThread.toCustomer')
            }
            rows={2}
            resize="vertical"
            {...form.getInputProps('body')}
          />
          <ErrorAlert error={send.error} overrides={quoteMessages} />
          <Group>
            <Button type="submit" size="sm" variant="light" loading={send.isPending}>
              {t('quoteThread.send')}
            </Button>
          </Group>
        </FormStack>
      ) : null}
    </Stack>
  )
}
