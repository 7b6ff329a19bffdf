import { type UseFormInput, useForm } from '@mantine/form'
import type { FormEvent } from 'react'
import { useRef, useState } from 'react'
import type { z } from 'zod'
import { isApiError } from './api-client.ts'
import { errorMessage } from './error-messages.ts'
import { serverFieldErrors } from './form-errors.ts'
import { issueMessages, unwrittenMessage } from './validation-messages.ts'

type SchemaFormInput<Values, Schema extends z.ZodType> = Omit<
  UseFormInput<Values, z.output<Schema>>,
  'mode' | 'validate' | 'transformValues' | 'clearInputErrorOnChange'
> & {
  /**
   * The rules, with the messages shown next to the fields: the shared schema where the API has one.
   * Or how to import it, for a form on a page that should show before zod and the schemas have
   * come: they are fetched with the first change of a field, and a submit before then
   * waits for them.
   */
  schema: Schema | (() => Promise<Schema>)
  initialValues: Values
  /**
   * The messages by field when the form words them itself (e.g. `formErrors` with its durations
   * in friendly units); by default each field gets the schema's own message, in the language on
   * screen (lib/validation-messages.ts).
   */
  messages?: (error: z.ZodError) => Record<string, string>
}

/**
 * A Mantine form checked by a zod schema. Nothing is judged before the first submit; from then on
 * a field is checked again each time it changes, so its message goes as soon as it is right and
 * comes back if it goes wrong again. The submit handler gets what the schema made of the
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
  // A schema given as is may change from one render to the next (with what else the form shows):
  // each render's own is used. An imported one is kept once it came.
  const given = typeof schema === 'function' ? null : schema
  const imported = useRef<Schema | null>(null)
  const loading = useRef<Promise<Schema> | null>(null)
  // A schema that could not be imported (the network went): the screen's error boundary says so,
  // as it does for a screen's own code.
  const [, setFailure] = useState<unknown>()
  const rules = () => given ?? imported.current
  const loadRules = () => {
    if (typeof schema !== 'function') return Promise.resolve(schema)
    if (imported.current) return Promise.resolve(imported.current)
    loading.current ??= schema().then(
      (loaded) => {
        imported.current = loaded
        return loaded
      },
      (error: unknown) => {
        loading.current = null
        setFailure(() => {
          throw error
        })
        throw error
      },
    )
    return loading.current
  }
  /** The schema; only asked for once it is there (checks run after a submit, which waits for it). */
  const loadedRules = () => {
    const current = rules()
    if (!current) throw new Error('useSchemaForm: the schema is not loaded yet')
    return current
  }
  const form = useForm<Values, z.output<Schema>>({
    ...input,
    mode: 'controlled',
    validate: (values: Values) => {
      const parsed = loadedRules().safeParse(values, { error: unwrittenMessage })
      if (parsed.success) return {}
      return messages ? messages(parsed.error) : issueMessages(parsed.error.issues)
    },
    // A change is judged below instead: Mantine's own clearing would run first and, in the same
    // batch, swallow the field's message being set again when the field is still wrong.
    clearInputErrorOnChange: false,
    transformValues: (values) => loadedRules().parse(values),
    onValuesChange: (values, previous) => {
      onValuesChange?.(values, previous)
      // A failed import is shown by the error boundary (above), not here.
      if (!rules()) void loadRules().catch(() => {})
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
      if (rules()) return submit(event)
      event?.preventDefault()
      loadRules().then(
        () => submit(),
        () => {},
      )
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
 * Puts the fields' reasons of a refused request next to the fields: `validation_failed`'s (from
 * the same shared schema on the server), or the phone number the server could not read
 * (`invalid_phone_number`, whose details name the field). True when the error was one.
 */
export function showServerFieldErrors(
  form: { setErrors: (errors: Record<string, string>) => void },
  error: unknown,
): boolean {
  if (!isApiError(error)) return false
  if (error.code === 'validation_failed') {
    form.setErrors(serverFieldErrors(error.details))
    return true
  }
  const path = (error.details as { path?: unknown } | undefined)?.path
  if (error.code === 'invalid_phone_number' && typeof path === 'string') {
    form.setErrors({ [path]: errorMessage(error) })
    return true
  }
  return false
}
