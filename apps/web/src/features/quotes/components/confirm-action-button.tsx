import { Button, type ButtonProps, Text } from '@mantine/core'
import type { Quote } from '@reserva/shared'
import type { ReactNode } from 'react'
import { QuestionDialog, useQuestion } from '@/components/question-dialog.tsx'
import { useQuoteMutation } from '../api/quotes.ts'
import { quoteMessages } from '../errors.ts'

/**
 * A button whose action is asked about first, since it cannot be undone (decline, withdraw, turn
 * down). Fields in the question (`children`) give the action the rest of its input (`fields`).
 */
export function ConfirmActionButton<Input extends { id: string }>({
  quote,
  action,
  fields,
  label,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onDone,
  buttonProps,
  children,
}: {
  quote: Quote
  action: (input: Input) => Promise<Quote>
  /** The action's input besides the quote's id: what was typed in the question. */
  fields?: Omit<Input, 'id'>
  label: string
  title: string
  text: string
  confirmLabel: string
  cancelLabel: string
  onDone: (quote: Quote) => void
  buttonProps?: ButtonProps
  children?: ReactNode
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
          run.mutate({ ...fields, id: quote.id } as Input, {
            onSuccess: (changed) => {
              question.hide()
              onDone(changed)
            },
          })
        }
      >
        <Text>{text}</Text>
        {children}
      </QuestionDialog>
    </>
  )
}
