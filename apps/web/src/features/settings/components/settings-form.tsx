import {
  Alert,
  Button,
  Collapse,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { type BusinessSettings, businessSettingsSchema } from '@reserva/shared'
import { type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react'
import { DurationInput } from '@/components/duration-input.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { Markdown } from '@/components/markdown.tsx'
import { switchStyles } from '@/components/switch-styles.ts'
import { TimeZoneSelect } from '@/components/time-zone-select.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { formErrors, serverFieldErrors } from '@/lib/form-errors.ts'
import { useUpdateBusinessSettings } from '../api/business-settings.ts'

type Values = Omit<
  BusinessSettings,
  | 'minNoticeMinutes'
  | 'horizonDays'
  | 'cancelCutoffMinutes'
  | 'rescheduleCutoffMinutes'
  | 'holdMinutes'
  | 'reminderMinutesBefore'
> & {
  minNoticeMinutes: number | ''
  horizonDays: number | string
  cancelCutoffMinutes: number | ''
  rescheduleCutoffMinutes: number | ''
  holdMinutes: number | string
  reminderMinutesBefore: number | ''
}

const durationFields = [
  'minNoticeMinutes',
  'cancelCutoffMinutes',
  'rescheduleCutoffMinutes',
  'holdMinutes',
  'reminderMinutesBefore',
] as const

const currencyCodes = () => {
  try {
    return Intl.supportedValuesOf('currency')
  } catch {
    return ['EUR', 'GBP', 'USD']
  }
}

const orNothing = (value: number | string) =>
  value === '' ? undefined : typeof value === 'number' ? value : Number(value)

/** The fields whose value differs from what the server has: only those are sent. */
export function changedSettings(
  settings: BusinessSettings,
  next: BusinessSettings,
): Partial<BusinessSettings> {
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => settings[key as keyof BusinessSettings] !== value,
    ),
  ) as Partial<BusinessSettings>
}

/**
 * The business's details, time zone and currency, booking rules and page texts. Lengths of time
 * are typed in friendly units and sent in minutes; only the fields that changed are sent.
 */
export function SettingsForm({ settings }: { settings: BusinessSettings }) {
  const [values, setValues] = useState<Values>(settings)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useUpdateBusinessSettings()
  const formRef = useRef<HTMLDivElement>(null)
  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }))
  const text = (field: keyof Values) => (event: { currentTarget: { value: string } }) =>
    set(field, event.currentTarget.value as never)

  const currencies = useMemo(() => {
    const names = new Intl.DisplayNames(['en'], { type: 'currency' })
    const list = currencyCodes()
    return (list.includes(settings.currency) ? list : [settings.currency, ...list]).map((code) => ({
      value: code,
      label: `${code} · ${names.of(code) ?? code}`,
    }))
  }, [settings.currency])

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = businessSettingsSchema.safeParse({
      ...values,
      minNoticeMinutes: orNothing(values.minNoticeMinutes),
      horizonDays: orNothing(values.horizonDays),
      cancelCutoffMinutes: orNothing(values.cancelCutoffMinutes),
      rescheduleCutoffMinutes: orNothing(values.rescheduleCutoffMinutes),
      holdMinutes: orNothing(values.holdMinutes),
      reminderMinutesBefore: orNothing(values.reminderMinutesBefore),
    })
    if (!parsed.success) {
      setErrors(formErrors(parsed.error, { durations: durationFields }))
      focusFirstError()
      return
    }
    setErrors({})
    const changes = changedSettings(settings, parsed.data)
    save.mutate(changes, {
      onSuccess: (saved) => setValues(saved),
      onError: (error) => {
        if (isApiError(error) && error.code === 'validation_failed') {
          setErrors(serverFieldErrors(error.details))
          focusFirstError()
        }
      },
    })
  }

  const validation =
    Object.keys(errors).length > 0 ||
    (isApiError(save.error) && save.error.code === 'validation_failed')

  return (
    <div ref={formRef}>
      <FormStack gap="xl" onSubmit={submit} aria-label="Business settings">
        {validation ? (
          <Alert
            role="alert"
            color="red"
            variant="light"
            title="Some settings need a change"
            styles={{ title: { color: 'var(--mantine-color-error)' } }}
          >
            See the notes next to the fields. Nothing was saved.
          </Alert>
        ) : (
          <ErrorAlert error={save.error} />
        )}
        <Section id="settings-business" title="Business">
          <TextInput
            label="Name"
            value={values.name}
            onChange={text('name')}
            error={errors.name}
            maxLength={120}
            required
          />
          <TextInput
            label="Tagline"
            description="One line under the name on the home page."
            value={values.tagline}
            onChange={text('tagline')}
            error={errors.tagline}
            maxLength={300}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Contact e-mail"
              type="email"
              value={values.contactEmail}
              onChange={text('contactEmail')}
              error={errors.contactEmail}
              maxLength={200}
            />
            <TextInput
              label="Contact phone"
              type="tel"
              value={values.contactPhone}
              onChange={text('contactPhone')}
              error={errors.contactPhone}
              maxLength={50}
            />
          </SimpleGrid>
          <Textarea
            label="Address"
            value={values.address}
            onChange={text('address')}
            error={errors.address}
            autosize
            minRows={2}
            maxLength={300}
          />
        </Section>

        <Section id="settings-region" title="Time zone and currency">
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
              minutes={values.minNoticeMinutes}
              onChange={(minutes) => set('minNoticeMinutes', minutes)}
              error={errors.minNoticeMinutes}
            />
            <NumberInput
              label="Booking horizon"
              description="How many days ahead customers can book."
              value={values.horizonDays}
              onChange={(value) => set('horizonDays', value)}
              error={errors.horizonDays}
              min={1}
              max={730}
              allowDecimal={false}
              allowNegative={false}
              rightSection="days"
              rightSectionWidth={56}
              rightSectionPointerEvents="none"
            />
            <DurationInput
              label="Cancellation cut-off"
              description="Customers can cancel online until this long before the start."
              minutes={values.cancelCutoffMinutes}
              onChange={(minutes) => set('cancelCutoffMinutes', minutes)}
              error={errors.cancelCutoffMinutes}
            />
            <DurationInput
              label="Rescheduling cut-off"
              description="Customers can move a booking until this long before the start."
              minutes={values.rescheduleCutoffMinutes}
              onChange={(minutes) => set('rescheduleCutoffMinutes', minutes)}
              error={errors.rescheduleCutoffMinutes}
            />
            <NumberInput
              label="Hold length"
              description="How long a chosen time is kept while a customer confirms."
              value={values.holdMinutes}
              onChange={(value) => set('holdMinutes', value)}
              error={errors.holdMinutes}
              min={1}
              max={120}
              allowDecimal={false}
              allowNegative={false}
              rightSection="min"
              rightSectionWidth={48}
              rightSectionPointerEvents="none"
            />
            <DurationInput
              label="Reminder"
              description="When the reminder e-mail goes out before a booking."
              minutes={values.reminderMinutesBefore}
              onChange={(minutes) => set('reminderMinutesBefore', minutes)}
              error={errors.reminderMinutesBefore}
            />
          </SimpleGrid>
        </Section>

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

        {/* Kept in view at the bottom of the window: the form is long. */}
        <Paper
          withBorder
          radius="lg"
          p="sm"
          shadow="sm"
          style={{ position: 'sticky', bottom: 'var(--mantine-spacing-sm)', zIndex: 2 }}
        >
          <Group gap="md">
            <Button type="submit" loading={save.isPending}>
              Save settings
            </Button>
            <Text size="sm" c="var(--reserva-success-text)" fw={600} role="status">
              {save.isSuccess ? 'Saved.' : ''}
            </Text>
          </Group>
        </Paper>
      </FormStack>
    </div>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
    >
      <Title order={3} size="h4" id={id} mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
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
  error?: string
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
