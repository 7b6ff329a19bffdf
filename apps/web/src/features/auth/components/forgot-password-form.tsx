import { Alert, Button, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { FormStack } from '@/components/form-stack.tsx'
import { IconMail } from '@/components/icons.tsx'
import { authClient } from '@/lib/auth-client.ts'
import { useSchemaForm } from '@/lib/form.ts'
import { emailFormSchema } from '../schemas.ts'
import { FormError } from './form-error.tsx'

/** Asks for a link to choose a new password. The answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const form = useSchemaForm({ schema: emailFormSchema, initialValues: { email: '' } })
  const request = useMutation({
    mutationFn: (email: string) =>
      authClient.requestPasswordReset({
        email,
        redirectTo: `${window.location.origin}/signin?mode=reset`,
      }),
  })

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
    <FormStack
      gap="md"
      onSubmit={form.onSubmit(({ email }) => request.mutate(email))}
      maw={460}
      aria-label="Reset your password"
    >
      <FormError error={request.error} />
      <TextInput
        label="E-mail address"
        description="We will send a link to choose a new password to this address."
        type="email"
        autoComplete="email"
        {...form.getInputProps('email')}
        required
        size="md"
      />
      <Button type="submit" size="md" loading={request.isPending}>
        Send me a link
      </Button>
    </FormStack>
  )
}
