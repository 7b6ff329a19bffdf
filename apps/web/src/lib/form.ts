import { schemaResolver, type UseFormInput, useForm } from '@mantine/form'
import type { FormEvent } from 'react'
import { useRef } from 'react'
import type { z } from 'zod'
import { isApiError } from './api-client.ts'
import { serverFieldErrors } from './form-errors.ts'

type SchemaFormInput<Values, Schema extends z.ZodType> = Omit<
  UseFormInput<Values, z.output<Schema>>,
  'mode' | 'validate' | 'transformValues' | 'clearInputErrorOnChange'
> & {
  /** The rules, with the messages shown next to the fields: the shared schema where the API has one. */
  schema: Schema
  initialValues: Values
  /**
   * The messages by field when the form words them itself (e.g. `formErrors` with its durations
   * in friendly units); by default each field gets the schema's own message.
   */
  messages?: (error: z.ZodError) => Record<string, string>
}

/**
 * A Mantine form checked by a zod schema. Nothing is judged before the first submit; from then on
 * a field is checked again each time it changes, so its message goes as soon as it is right and
 * comes back if it goes wrong again (#9). The submit handler gets what the schema made of the
 * values (trimmed, normalised), as the server will read them.
 *
 * Inputs take `{...form.getInputProps('field')}`: value, onChange, and the error Mantine links to
 * the input with aria-describedby.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Schema extends z.ZodType>({
  schema,
  messages,
  onValuesChange,
  ...input
}: SchemaFormInput<Values, Schema>) {
  const submitted = useRef(false)
  const form = useForm<Values, z.output<Schema>>({
    ...input,
    mode: 'controlled',
    validate: messages
      ? (values: Values) => {
          const parsed = schema.safeParse(values)
          return parsed.success ? {} : messages(parsed.error)
        }
      : schemaResolver(schema, { sync: true }),
    // A change is judged below instead: Mantine's own clearing would run first and, in the same
    // batch, swallow the field's message being set again when the field is still wrong.
    clearInputErrorOnChange: false,
    transformValues: (values) => schema.parse(values),
    onValuesChange: (values, previous) => {
      onValuesChange?.(values, previous)
      if (!submitted.current) return
      for (const field of Object.keys(values)) {
        if (values[field] !== previous[field]) form.validateField(field)
      }
    },
  })
  const onSubmit: typeof form.onSubmit = (handleSubmit, handleValidationFailure) => {
    const submit = form.onSubmit(handleSubmit, handleValidationFailure)
    return (event?: FormEvent<HTMLFormElement>) => {
      submitted.current = true
      submit(event)
    }
  }
  /** No messages, and none until the next submit (e.g. after switching to other fields). */
  const clearErrors = () => {
    submitted.current = false
    form.clearErrors()
  }
  /** Back to the initial values, with nothing judged until the next submit. */
  const reset = () => {
    submitted.current = false
    form.reset()
  }
  return { ...form, onSubmit, clearErrors, reset }
}

/**
 * Puts the fields' reasons of a refused request (`validation_failed`, from the same shared schema
 * on the server) next to the fields. True when the error was one.
 */
export function showServerFieldErrors(
  form: { setErrors: (errors: Record<string, string>) => void },
  error: unknown,
): boolean {
  if (!isApiError(error) || error.code !== 'validation_failed') return false
  form.setErrors(serverFieldErrors(error.details))
  return true
}
