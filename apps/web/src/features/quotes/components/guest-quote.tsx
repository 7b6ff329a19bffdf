import { Stack, TextInput, Title } from '@mantine/core'
import {
  type GuestPhoneMode,
  type GuestQuoted,
  type GuestQuotePending,
  guestSchema,
} from '@reserva/shared'
import { useRef, useState } from 'react'
import { z } from 'zod'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { MailedCodeForm } from '@/components/mailed-code-form.tsx'
import { isApiError } from '@/lib/api-client.ts'
import type { T } from '@/lib/i18n/catalogue.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { holes } from '@/lib/i18n/with-nodes.tsx'
import { useGuestQuote } from '../api/quote-link.ts'
import { quoteMessages } from '../errors.ts'

/**
 * Who a visitor is when they ask without an account (decision 045): a name, the address the code
 * and the quote's mails go to, and a phone number if the business asks (blank is none when
 * optional). Without the guest path the fields are there but not checked, and not sent.
 */
export const guestQuoteFields = (phone: GuestPhoneMode | null, t: T) =>
  phone === null
    ? { name: z.any(), email: z.any(), phone: z.any() }
    : {
        name: guestSchema.shape.name,
        email: z.string().trim().min(1, t('guestQuote.enterEmail')).pipe(guestSchema.shape.email),
        phone:
          phone === 'required'
            ? guestSchema.shape.phone.unwrap()
            : z
                .string()
                .trim()
                .transform((value) => value || undefined)
                .pipe(guestSchema.shape.phone),
      }

type InputProps = (path: 'name' | 'email' | 'phone') => object

/** The visitor's own fields, under the request's. */
export function GuestQuoteFields({
  phone,
  inputProps,
}: {
  phone: GuestPhoneMode
  inputProps: InputProps
}) {
  const t = useT()
  return (
    <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} size="h4" component="legend" mb="xs">
        {t('guestQuote.aboutYou')}
      </Title>
      <TextInput
        label={t('guestQuote.name')}
        autoComplete="name"
        required
        {...inputProps('name')}
      />
      <TextInput
        label={t('guestQuote.email')}
        description={t('guestQuote.emailHint')}
        type="email"
        // An address reads left to right in every language.
        dir="ltr"
        autoComplete="email"
        required
        {...inputProps('email')}
      />
      {phone !== 'off' ? (
        <TextInput
          label={t('guestQuote.phone')}
          description={
            phone === 'optional' ? t('guestQuote.phoneOptional') : t('guestQuote.phoneRequired')
          }
          type="tel"
          dir="ltr"
          autoComplete="tel"
          required={phone === 'required'}
          {...inputProps('phone')}
        />
      ) : null}
    </Stack>
  )
}

/**
 * The code from the mail, typed in to send the request (or the mail's link, opened anywhere):
 * then the quote link's page shows the quote.
 */
export function GuestQuoteCode({
  pending,
  onSent,
  onBack,
}: {
  pending: GuestQuotePending
  onSent: (quoted: GuestQuoted) => void
  /** Back to the form, to correct the address. */
  onBack: () => void
}) {
  const t = useT()
  const { confirm } = useGuestQuote()
  const [code, setCode] = useState('')
  const sending = useRef(false)
  const spent = isApiError(confirm.error) && confirm.error.code === 'guests.confirmation_expired'

  const enterCode = () => {
    if (sending.current || !/^\d{6}$/.test(code)) return
    sending.current = true
    confirm.mutate(
      { id: pending.id, code },
      {
        onSuccess: onSent,
        onError: () => {
          sending.current = false
        },
      },
    )
  }

  return (
    <MailedCodeForm
      email={pending.email}
      words={{
        checkMail: t('guestQuote.checkMail'),
        sent: t('guestQuote.sent', holes('email')),
        form: t('guestQuote.codeForm'),
        code: t('guestQuote.code'),
        confirm: t('guestQuote.confirm'),
        startAgain: t('guestQuote.startAgain'),
      }}
      code={code}
      onCode={setCode}
      onSubmit={enterCode}
      onBack={onBack}
      spent={spent}
      sending={confirm.isPending || confirm.isSuccess}
      error={<ErrorAlert error={confirm.error} overrides={quoteMessages} />}
    />
  )
}
