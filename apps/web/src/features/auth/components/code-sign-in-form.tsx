import { Anchor, Button, Text, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { FormStack } from '@/components/form-stack.tsx'
import { authClient } from '@/lib/auth-client.ts'
import { authErrorText } from '../errors.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { emailSchema, oneTimeCodeSchema } from '../schemas.ts'
import { FormError } from './form-error.tsx'

/** Sign-in without a password: a 6-digit code sent by e-mail, valid for five minutes. */
export function CodeSignInForm() {
  const { controller } = useAuth()
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const send = useMutation({ mutationFn: (address: string) => authClient.sendSignInCode(address) })
  const resend = useMutation({
    mutationFn: (address: string) => authClient.sendSignInCode(address),
  })
  const verify = useMutation({
    mutationFn: (otp: string) => controller.signInWithCode({ email: send.variables ?? email, otp }),
  })

  const submitEmail = (event: FormEvent) => {
    event.preventDefault()
    const parsed = emailSchema.safeParse(email)
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message)
      return
    }
    setFieldError(undefined)
    send.mutate(parsed.data)
  }

  const submitCode = (event: FormEvent) => {
    event.preventDefault()
    const parsed = oneTimeCodeSchema.safeParse(code)
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message)
      return
    }
    setFieldError(undefined)
    verify.mutate(parsed.data)
  }

  if (!send.isSuccess) {
    return (
      <FormStack gap="md" onSubmit={submitEmail} maw={460} aria-label="Get a sign-in code">
        <FormError text={send.error ? authErrorText(send.error) : null} />
        <TextInput
          label="E-mail address"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldError}
          required
          size="md"
        />
        <Button type="submit" size="md" loading={send.isPending}>
          Send me a code
        </Button>
      </FormStack>
    )
  }

  return (
    <FormStack gap="md" onSubmit={submitCode} maw={460} aria-label="Enter your sign-in code">
      <Text role="status">
        {resend.isSuccess ? 'We sent a new 6-digit code to ' : 'We sent a 6-digit code to '}
        <strong>{send.variables}</strong>. It works for five minutes.
      </Text>
      <FormError
        text={
          verify.error
            ? authErrorText(verify.error)
            : resend.error
              ? authErrorText(resend.error)
              : null
        }
      />
      <TextInput
        label="Code from the e-mail"
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        error={fieldError}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        autoFocus
        required
        size="md"
      />
      <Button type="submit" size="md" loading={verify.isPending}>
        Sign in
      </Button>
      <Anchor
        component="button"
        type="button"
        ta="left"
        fw={600}
        disabled={resend.isPending}
        onClick={() => {
          verify.reset()
          setCode('')
          if (send.variables) resend.mutate(send.variables)
        }}
      >
        Send a new code
      </Anchor>
    </FormStack>
  )
}
