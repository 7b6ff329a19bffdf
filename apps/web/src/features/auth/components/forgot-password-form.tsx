import { Alert, Button, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { FormStack } from '@/components/form-stack.tsx'
import { IconMail } from '@/components/icons.tsx'
import { authClient } from '@/lib/auth-client.ts'
import { authErrorText } from '../errors.ts'
import { emailSchema } from '../schemas.ts'
import { FormError } from './form-error.tsx'

/** Asks for a link to choose a new password. The answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const request = useMutation({
    mutationFn: (address: string) => authClient.requestPasswordReset(address),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = emailSchema.safeParse(email)
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message)
      return
    }
    setFieldError(undefined)
    request.mutate(parsed.data)
  }

  if (request.isSuccess) {
    return (
      <Alert
        role="status"
        variant="light"
        color="brand"
        icon={<IconMail size={22} />}
        title="Check your inbox"
        maw={460}
      >
        If an account uses {request.variables}, we have sent it a link to choose a new password. The
        link works for one hour. Nothing there? Look in your spam folder.
      </Alert>
    )
  }

  return (
    <FormStack gap="md" onSubmit={submit} maw={460} aria-label="Reset your password">
      <FormError text={request.error ? authErrorText(request.error) : null} />
      <TextInput
        label="E-mail address"
        description="We will send a link to choose a new password to this address."
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={fieldError}
        required
        size="md"
      />
      <Button type="submit" size="md" loading={request.isPending}>
        Send me a link
      </Button>
    </FormStack>
  )
}
