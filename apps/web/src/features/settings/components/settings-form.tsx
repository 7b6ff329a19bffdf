import {
  Button,
  Collapse,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core'
import { type BusinessSettings, businessSettingsSchema, type Language } from '@reserva/shared'
import { countryCodes } from '@reserva/shared/countries'
import { languageCodes, languageNames } from '@reserva/shared/languages'
import { type ReactNode, useMemo, useRef, useState } from 'react'
import { z } from 'zod'
import { CountInput } from '@/components/count-input.tsx'
import { DurationInput } from '@/components/duration-input.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { Markdown } from '@/components/markdown.tsx'
import { Notice } from '@/components/notice.tsx'
import { SectionCard } from '@/components/section-card.tsx'
import { SubmitRow } from '@/components/submit-row.tsx'
import { switchStyles } from '@/components/switch-styles.ts'
import { TimeZoneSelect } from '@/components/time-zone-select.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import { formErrors } from '@/lib/form-errors.ts'
import { useUpdateBusinessSettings } from '../api/business-settings.ts'
import { EmbedOriginsField, EmbedSnippets } from './embed-settings.tsx'
import { GuestSettings } from './guest-settings.tsx'

const durationFields = [
  'minNoticeMinutes',
  'cancelCutoffMinutes',
  'rescheduleCutoffMinutes',
  'holdMinutes',
  'reminderMinutesBefore',
] as const

/** An emptied number field is missing, not zero: the schema says what it needs. */
const orNothing = (value: unknown) =>
  value === '' ? undefined : typeof value === 'string' ? Number(value) : value
const { shape } = businessSettingsSchema
/** The shared schema, reading the number fields as the inputs hold them (a number or ''). */
const settingsFormSchema = businessSettingsSchema.extend({
  minNoticeMinutes: z.preprocess(orNothing, shape.minNoticeMinutes),
  horizonDays: z.preprocess(orNothing, shape.horizonDays),
  cancelCutoffMinutes: z.preprocess(orNothing, shape.cancelCutoffMinutes),
  rescheduleCutoffMinutes: z.preprocess(orNothing, shape.rescheduleCutoffMinutes),
  holdMinutes: z.preprocess(orNothing, shape.holdMinutes),
  reminderMinutesBefore: z.preprocess(orNothing, shape.reminderMinutesBefore),
})
type DurationField = Exclude<(typeof durationFields)[number], 'holdMinutes'>
type CountField = 'horizonDays' | 'holdMinutes'
/** The settings as the inputs hold them: a duration input is emptied to '', a number input to ''. */
type Values = Omit<BusinessSettings, DurationField | CountField> &
  Record<DurationField, number | ''> &
  Record<CountField, number | string>

const currencyCodes = () => {
  try {
    return Intl.supportedValuesOf('currency')
  } catch {
    return ['EUR', 'GBP', 'USD']
  }
}

/** Every country a business may be in, by its English name. */
const countryOptions = () => {
  const names = new Intl.DisplayNames(['en'], { type: 'region' })
  return countryCodes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'))
}

/** The fields whose value differs from what the server has: only those are sent. */
export function changedSettings(
  settings: BusinessSettings,
  next: BusinessSettings,
): Partial<BusinessSettings> {
  // By value: a list (the embed origins) is a new array after every edit.
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) =>
        JSON.stringify(settings[key as keyof BusinessSettings]) !== JSON.stringify(value),
    ),
  ) as Partial<BusinessSettings>
}

/**
 * The business's details, time zone and currency, booking rules and page texts. Lengths of time
 * are typed in friendly units and sent in minutes; only the fields that changed are sent.
 */
export function SettingsForm({ settings }: { settings: BusinessSettings }) {
  const form = useSchemaForm({
    schema: settingsFormSchema,
    initialValues: settings as Values,
    messages: (error) => formErrors(error, { durations: durationFields }),
  })
  const save = useUpdateBusinessSettings()
  const formRef = useRef<HTMLDivElement>(null)
  const { values, errors } = form
  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    form.setValues({ [field]: value } as Partial<Values>)
  /** A length of time's input: minutes in, minutes out, and its message. */
  const durationProps = (field: DurationField) => ({
    minutes: values[field],
    onChange: (minutes: number | '') => set(field, minutes),
    error: errors[field],
  })

  const currencies = useMemo(() => {
    const names = new Intl.DisplayNames(['en'], { type: 'currency' })
    const list = currencyCodes()
    return (list.includes(settings.currency) ? list : [settings.currency, ...list]).map((code) => ({
      value: code,
      label: `${code} · ${names.of(code) ?? code}`,
    }))
  }, [settings.currency])

  const countries = useMemo(countryOptions, [])

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    )

  const submit = form.onSubmit(
    (parsed) =>
      save.mutate(changedSettings(settings, parsed), {
        onSuccess: (saved) => form.setValues(saved),
        onError: (error) => {
          if (showServerFieldErrors(form, error)) focusFirstError()
        },
      }),
    focusFirstError,
  )

  const validation =
    Object.keys(errors).length > 0 ||
    (isApiError(save.error) && save.error.code === 'validation_failed')

  return (
    <div ref={formRef}>
      <FormStack gap="xl" onSubmit={submit} aria-label="Business settings">
        {validation ? (
          <Notice tone="error" role="alert" title="Some settings need a change">
            See the notes next to the fields. Nothing was saved.
          </Notice>
        ) : (
          <ErrorAlert error={save.error} />
        )}
        <Section id="settings-business" title="Business">
          <TextInput label="Name" {...form.getInputProps('name')} maxLength={120} required />
          <TextInput
            label="Tagline"
            description="One line under the name on the home page."
            {...form.getInputProps('tagline')}
            maxLength={300}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Contact e-mail"
              type="email"
              {...form.getInputProps('contactEmail')}
              maxLength={200}
            />
            <TextInput
              label="Contact phone"
              type="tel"
              {...form.getInputProps('contactPhone')}
              maxLength={50}
            />
          </SimpleGrid>
          <Textarea
            label="Address"
            {...form.getInputProps('address')}
            autosize
            minRows={2}
            maxLength={300}
          />
        </Section>

        <Section id="settings-region" title="Time zone, country, currency and language">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TimeZoneSelect
              label="Time zone"
              description="Working hours and booking times are in this zone."
              current={settings.timezone}
              value={values.timezone}
              onChange={(zone) => zone && set('timezone', zone)}
              error={errors.timezone}
              allowDeselect={false}
            />
            <Select
              label="Country"
              description="Phone numbers without a country code are read as this country's."
              data={countries}
              value={values.country}
              onChange={(country) => country && set('country', country)}
              error={errors.country}
              searchable
              allowDeselect={false}
              nothingFoundMessage="No country by that name"
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Currency"
              description="Prices are not converted: check them after a change."
              data={currencies}
              value={values.currency}
              onChange={(currency) => currency && set('currency', currency)}
              error={errors.currency}
              searchable
              allowDeselect={false}
              nothingFoundMessage="No currency by that name"
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Default language"
              description="For visitors whose browser asks for none of Reserva's languages."
              data={languageCodes.map((code) => ({ value: code, label: languageNames[code] }))}
              value={values.defaultLanguage}
              onChange={(language) => language && set('defaultLanguage', language as Language)}
              error={errors.defaultLanguage}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
        </Section>

        <Section id="settings-rules" title="Booking rules">
          <Switch
            styles={switchStyles}
            label="New bookings need an operator's confirmation"
            description="Customers' bookings wait as pending until staff confirm or decline them."
            checked={values.requireConfirmation}
            onChange={(event) => set('requireConfirmation', event.currentTarget.checked)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DurationInput
              label="Minimum notice"
              description="How far ahead customers must book."
              {...durationProps('minNoticeMinutes')}
            />
            <CountInput
              label="Booking horizon"
              description="How many days ahead customers can book."
              {...form.getInputProps('horizonDays')}
              min={1}
              max={730}
              unit="days"
            />
            <DurationInput
              label="Cancellation cut-off"
              description="Customers can cancel online until this long before the start."
              {...durationProps('cancelCutoffMinutes')}
            />
            <DurationInput
              label="Rescheduling cut-off"
              description="Customers can move a booking until this long before the start."
              {...durationProps('rescheduleCutoffMinutes')}
            />
            <CountInput
              label="Hold length"
              description="How long a chosen time is kept while a customer confirms."
              {...form.getInputProps('holdMinutes')}
              min={1}
              max={120}
              unit="min"
            />
            <DurationInput
              label="Reminder"
              description="When the reminder e-mail goes out before a booking."
              {...durationProps('reminderMinutesBefore')}
            />
          </SimpleGrid>
        </Section>

        <GuestSettings
          values={values}
          errors={errors}
          onChange={(changes) => form.setValues(changes)}
        />

        <Section id="settings-pages" title="Page texts">
          <MarkdownField
            label="About page"
            value={values.aboutMarkdown}
            onChange={(value) => set('aboutMarkdown', value)}
            error={errors.aboutMarkdown}
          />
          <MarkdownField
            label="Privacy policy"
            value={values.privacyMarkdown}
            onChange={(value) => set('privacyMarkdown', value)}
            error={errors.privacyMarkdown}
          />
        </Section>

        <Section id="settings-embed" title="Embed on your website">
          <EmbedSnippets />
          <EmbedOriginsField
            value={values.embedOrigins}
            onChange={(origins) => set('embedOrigins', origins)}
            error={
              errors.embedOrigins ??
              Object.entries(errors).find(([key]) => key.startsWith('embedOrigins.'))?.[1]
            }
          />
        </Section>

        {/* Kept in view at the bottom of the window: the form is long. */}
        <Paper
          withBorder
          radius="lg"
          p="sm"
          shadow="sm"
          style={{ position: 'sticky', bottom: 'var(--mantine-spacing-sm)', zIndex: 2 }}
        >
          <SubmitRow
            label="Save settings"
            loading={save.isPending}
            done={save.isSuccess && 'Saved.'}
          />
        </Paper>
      </FormStack>
    </div>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <SectionCard id={id} title={title}>
      <Stack gap="md">{children}</Stack>
    </SectionCard>
  )
}

function MarkdownField({
  label,
  value,
  onChange,
  error,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: ReactNode
}) {
  const [preview, setPreview] = useState(false)
  const id = `preview-${label.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        description="Markdown: ## for a heading, **bold**, _italic_, - for a list, [text](https://…) for a link."
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        autosize
        minRows={6}
        maxRows={18}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 14 } }}
      />
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setPreview((open) => !open)}
          aria-expanded={preview}
          aria-controls={id}
        >
          {preview ? `Hide the preview` : `Preview`}
        </Button>
      </Group>
      <Collapse expanded={preview}>
        <Paper
          id={id}
          role="region"
          aria-label={`${label} preview`}
          withBorder
          radius="md"
          p="md"
          bg="var(--reserva-surface-muted)"
        >
          {preview ? <Markdown>{value}</Markdown> : null}
        </Paper>
      </Collapse>
    </Stack>
  )
}
