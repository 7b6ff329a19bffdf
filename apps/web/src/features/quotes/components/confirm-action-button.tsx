import { Button, type ButtonProps, Text } from '@mantine/core'
import type { Quote } from '@reserva/shared'
import { QuestionDialog, useQuestion } from '@/components/question-dialog.tsx'
import { useQuoteMutation } from '../api/quotes.ts'
import { quoteMessages } from '../errors.ts'

/** A button whose action is asked about first, since it cannot be undone (decline, withdraw). */
export function ConfirmActionButton({
  quote,
  action,
  label,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onDone,
  buttonProps,
}: {
  quote: Quote
  action: (input: { id: string }) => Promise<Quote>
  label: string
  title: string
  text: string
  confirmLabel: string
  cancelLabel: string
  onDone: (quote: Quote) => void
  buttonProps?: ButtonProps
}) {
  const run = useQuoteMutation(action)
  const question = useQuestion(run)
  return (
    <>
      <Button
        size="sm"
        variant="default"
        {...buttonProps}
        onClick={question.ask}
        aria-label={`${label} ${quote.reference}`}
      >
        {label}
      </Button>
      <QuestionDialog
        question={question}
        title={title}
        overrides={quoteMessages}
        keepLabel={cancelLabel}
        confirmLabel={confirmLabel}
        onConfirm={() =>
          run.mutate(
            { id: quote.id },
            {
              onSuccess: (changed) => {
                question.hide()
                onDone(changed)
              },
            },
          )
        }
      >
        <Text>{text}</Text>
      </QuestionDialog>
    </>
  )
}
