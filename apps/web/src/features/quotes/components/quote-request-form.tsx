import {
  Anchor,
  Button,
  CloseButton,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import {
  createQuoteSchema,
  type GuestPhoneMode,
  type GuestQuotePending,
  type Quote,
} from '@reserva/shared'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { z } from 'zod'
import { bareList } from '@/components/bare-list.ts'
import { CountInput } from '@/components/count-input.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { Notice } from '@/components/notice.tsx'
import { IconInfoCircle } from '@/components/screen-icons.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { useClock } from '@/lib/clock.ts'
import { shortDate } from '@/lib/dates.ts'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import { fieldErrors } from '@/lib/form-errors.ts'
import { useServices } from '@/lib/get-services.ts'
import { translate } from '@/lib/i18n/active.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useGuestQuote } from '../api/quote-link.ts'
import { useCreateQuote } from '../api/quotes.ts'
import { quoteMessages } from '../errors.ts'
import { useQuoteFormat } from '../hooks/use-quote-format.ts'
import { useUploads } from '../hooks/use-uploads.ts'
import { clearDraft, loadDraft, type QuoteDraft, saveDraft } from '../utils/draft.ts'
import { schemaWords } from '../utils/schema-words.ts'
import { FileChooser } from './file-chooser.tsx'
import { GuestQuoteCode, GuestQuoteFields, guestQuoteFields } from './guest-quote.tsx'
import { QuoteSent } from './quote-sent.tsx'

const MAX_DATES = 10

/** Today in the browser's zone: only a hint for the date field (the server checks nothing here). */
const localToday = (now: Date) => {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

/**
 * The schema's words for numbers and lists are a programmer's ("Too small: expected…"); its own
 * sentences are English (the server's too): each in the language on screen.
 */
const friendly = (errors: Record<string, string>) => ({
  ...schemaWords(errors),
  ...(errors.partySize
    ? { partySize: translate('quoteForm.partySizeRange', { min: 1, max: 500 }) }
    : {}),
  ...(errors.preferredDates?.startsWith('Too big')
    ? { preferredDates: translate('quoteForm.tooManyDates', { count: MAX_DATES }) }
    : {}),
})

/**
 * The shared rules, with the form's inputs: only a service the list offers (an unknown id from
 * the address is left out), and a number field that holds '' when emptied.
 */
const requestSchema = (serviceIds: readonly string[]) =>
  createQuoteSchema.extend({
    serviceId: z.preprocess(
      (id) => (typeof id === 'string' && serviceIds.includes(id) ? id : null),
      createQuoteSchema.shape.serviceId,
    ),
    partySize: z.preprocess(
      (size) => (size === '' ? undefined : size),
      createQuoteSchema.shape.partySize.unwrap(),
    ),
  })

type RequestValues = Omit<QuoteDraft, 'partySize'> & {
  partySize: number | string
  /** A guest's own (decision 045); blank and unsent otherwise. */
  name: string
  email: string
  phone: string
}

/**
 * The quote request: what, when, for how many, with photos or documents. A visitor fills it in
 * and, when the business takes guests, sends it with a name and an address confirmed by a mailed
 * code (decision 045: no files then); otherwise they are asked to sign in, and what they typed is
 * kept (DESIGN §2). Files are sent one by one once the request exists, each with its progress.
 */
export function QuoteRequestForm({
  signedIn,
  signInPath,
  initialServiceId,
  guestPhone = null,
}: {
  signedIn: boolean
  /** The business takes guests, asking a phone this way; null: a visitor signs in to send. */
  guestPhone?: GuestPhoneMode | null
  /** Where a visitor signs in, to come back here. */
  signInPath: string
  /** From /quote?service=…: the service the request is about. */
  initialServiceId?: string | null
}) {
  const t = useT()
  const format = useQuoteFormat()
  const clock = useClock()
  const [restored] = useState(() => loadDraft())
  const [files, setFiles] = useState<File[]>(() => restored?.files ?? [])
  const [lostFileNames, setLostFileNames] = useState(() => restored?.lostFileNames ?? [])
  const [dateToAdd, setDateToAdd] = useState('')
  const [sent, setSent] = useState<Quote | null>(null)
  const services = useServices()
  const create = useCreateQuote()
  const asGuest = !signedIn && guestPhone !== null
  const { ask } = useGuestQuote()
  const [pending, setPending] = useState<GuestQuotePending | null>(null)
  const uploads = useUploads()
  const [, navigate] = useLocation()
  const formRef = useRef<HTMLDivElement>(null)
  const serviceIds = useMemo(() => (services.data ?? []).map((s) => s.id), [services.data])
  const schema = useMemo(
    () => requestSchema(serviceIds).extend(guestQuoteFields(asGuest ? guestPhone : null, t)),
    [serviceIds, asGuest, guestPhone, t],
  )
  const form = useSchemaForm({
    schema,
    initialValues: {
      ...(restored?.draft ?? {
        serviceId: initialServiceId ?? '',
        title: '',
        details: '',
        preferredDates: [],
        partySize: 1,
      }),
      name: '',
      email: '',
      phone: '',
    } as RequestValues,
    messages: (error) => friendly(fieldErrors(error)),
  })
  const values = form.getValues()
  const errors = form.errors

  // After a refused submit (here or by the server), the first field with a note takes the focus.
  const [refused, setRefused] = useState(0)
  useEffect(() => {
    if (refused === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refused])
  const focusFirstNote = () => setRefused((n) => n + 1)
  const showServerNotes = (error: unknown) => {
    if (showServerFieldErrors({ setErrors: (e) => form.setErrors(friendly(e)) }, error))
      focusFirstNote()
  }

  const addDate = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dateToAdd)) {
      form.setFieldError('preferredDates', t('quoteForm.chooseDateFirst'))
      return
    }
    form.clearFieldError('preferredDates')
    if (!values.preferredDates.includes(dateToAdd)) {
      form.setFieldValue('preferredDates', [...values.preferredDates, dateToAdd].sort())
    }
    setDateToAdd('')
  }

  const submit = form.onSubmit(({ name, email, phone, ...request }) => {
    // What was typed, for when they are signed in (again).
    const draft: QuoteDraft = { ...request, serviceId: request.serviceId ?? '' }
    if (asGuest) {
      const guest = { name, email, ...(phone ? { phone } : {}) }
      const onSuccess = (answer: { pending: GuestQuotePending }) => setPending(answer.pending)
      ask.mutate({ ...request, guest }, { onSuccess, onError: showServerNotes })
      return
    }
    if (!signedIn) {
      saveDraft(draft, files)
      navigate(signInPath)
      return
    }
    create.mutate(request, {
      onSuccess: (quote) => {
        clearDraft()
        setSent(quote)
        if (files.length > 0) void uploads.start(quote.id, files)
      },
      onError: (error) => {
        showServerNotes(error)
        // Signed out meanwhile: keep what was typed for when they sign in again.
        if (isApiError(error) && error.status === 401) saveDraft(draft, files)
      },
    })
  }, focusFirstNote)

  if (pending) {
    return (
      <GuestQuoteCode
        pending={pending}
        onSent={({ quote, quoteLink }) => {
          clearDraft()
          navigate(`/manage-quote#${quoteLink}`, { state: { sent: quote.reference } })
        }}
        onBack={() => {
          setPending(null)
          ask.reset()
        }}
      />
    )
  }

  if (sent) {
    return (
      <QuoteSent
        quote={sent}
        uploads={uploads.uploads}
        busy={uploads.busy}
        onRetry={(item) => void uploads.retry(sent.id, item)}
      />
    )
  }

  const serviceOptions = [
    { value: '', label: t('quoteForm.serviceUnsure') },
    ...(services.data ?? []).map((service) => ({ value: service.id, label: service.name })),
  ]
  const failed = create.error ?? ask.error
  const validation = isApiError(failed) && failed.code === 'validation_failed'
  const today = localToday(clock.now())

  return (
    <div ref={formRef}>
      <FormStack gap="lg" onSubmit={submit} aria-label={t('quoteForm.label')}>
        {!signedIn ? (
          <Notice tone="info" role="note">
            {asGuest ? t('guestQuote.visitorNote') : t('quoteForm.visitorNote')}
          </Notice>
        ) : restored ? (
          <Notice tone="info" role="note">
            {t('quoteForm.welcomeBack')}
          </Notice>
        ) : null}
        {lostFileNames.length > 0 ? (
          <Notice
            tone="warning"
            icon={<IconInfoCircle size={20} />}
            role="alert"
            title={t('quoteForm.lostFilesTitle')}
            withCloseButton
            closeButtonLabel={t('quoteForm.dismiss')}
            onClose={() => setLostFileNames([])}
          >
            {t('quoteForm.lostFilesText', { names: format.list(lostFileNames, ', ') })}
          </Notice>
        ) : null}
        <ErrorAlert error={validation ? null : failed} overrides={quoteMessages} />
        <NativeSelect
          label={t('quoteForm.service')}
          description={t('quoteForm.serviceHelp')}
          data={serviceOptions}
          {...form.getInputProps('serviceId')}
          value={
            serviceOptions.some((option) => option.value === values.serviceId)
              ? values.serviceId
              : ''
          }
          disabled={services.isPending}
        />
        <TextInput
          label={t('quoteForm.title')}
          description={t('quoteForm.titleHelp')}
          {...form.getInputProps('title')}
          maxLength={140}
          required
        />
        <Textarea
          label={t('quoteForm.details')}
          description={t('quoteForm.detailsHelp')}
          rows={6}
          resize="vertical"
          {...form.getInputProps('details')}
          maxLength={5000}
          required
        />
        <Stack gap={6}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              type="date"
              label={t('quoteForm.dates')}
              description={t('quoteForm.datesHelp', { count: MAX_DATES })}
              min={today}
              value={dateToAdd}
              onChange={(event) => setDateToAdd(event.currentTarget.value)}
              error={errors.preferredDates}
              disabled={values.preferredDates.length >= MAX_DATES}
              style={{ flex: '0 1 240px', minWidth: 0 }}
              inputWrapperOrder={['label', 'description', 'input', 'error']}
            />
            <Button
              variant="default"
              onClick={addDate}
              disabled={values.preferredDates.length >= MAX_DATES}
              mb={errors.preferredDates ? 26 : 0}
              // Its words whole (longer in German): the date field gives way instead.
              style={{ flexShrink: 0 }}
            >
              {t('quoteForm.addDate')}
            </Button>
          </Group>
          {values.preferredDates.length > 0 ? (
            <Group component="ul" gap={6} style={bareList} aria-label={t('quoteForm.datesChosen')}>
              {values.preferredDates.map((date) => (
                <Group
                  component="li"
                  key={date}
                  gap={2}
                  pl="sm"
                  pr={2}
                  py={2}
                  wrap="nowrap"
                  style={{
                    border: '1px solid var(--mantine-color-default-border)',
                    borderRadius: 'var(--mantine-radius-xl)',
                  }}
                >
                  <Text size="sm">{shortDate(date)}</Text>
                  <CloseButton
                    size="sm"
                    radius="xl"
                    aria-label={t('quoteForm.removeDate', { date: shortDate(date) })}
                    onClick={() =>
                      form.setFieldValue(
                        'preferredDates',
                        values.preferredDates.filter((d) => d !== date),
                      )
                    }
                  />
                </Group>
              ))}
            </Group>
          ) : null}
        </Stack>
        <CountInput
          label={t('quoteForm.partySize')}
          description={t('quoteForm.partySizeHelp')}
          min={1}
          max={500}
          {...form.getInputProps('partySize')}
          styles={{ wrapper: { maxWidth: 200 } }}
        />
        {asGuest && guestPhone ? (
          <GuestQuoteFields phone={guestPhone} inputProps={(path) => form.getInputProps(path)} />
        ) : (
          <FileChooser
            files={files}
            onChange={(next) => {
              setFiles(next)
              setLostFileNames((names) =>
                names.filter((name) => !next.some((f) => f.name === name)),
              )
            }}
          />
        )}
        <Group>
          <Button type="submit" size="md" loading={create.isPending || ask.isPending}>
            {signedIn
              ? t('quoteForm.send')
              : asGuest
                ? t('guestQuote.sendCode')
                : t('quoteForm.signInToSend')}
          </Button>
        </Group>
        {asGuest ? (
          <Text size="sm">
            <Anchor
              component={Link}
              to={signInPath}
              onClick={() =>
                saveDraft(
                  { ...form.getValues(), serviceId: values.serviceId ?? '' } as QuoteDraft,
                  files,
                )
              }
            >
              {t('guestQuote.orSignIn')}
            </Anchor>
          </Text>
        ) : null}
      </FormStack>
    </div>
  )
}
