import { Paper, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core'
import { type BusinessSettings, businessSettingsSchema, type Language } from '@reserva/shared'
import { countryCodes } from '@reserva/shared/countries'
import { languageCodes, languageNames } from '@reserva/shared/languages'
import { type ReactNode, useMemo, useRef } from 'react'
import { z } from 'zod'
import { CountInput } from '@/components/count-input.tsx'
import { DurationInput } from '@/components/duration-input.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { Notice } from '@/components/notice.tsx'
import { SectionCard } from '@/components/section-card.tsx'
import { SubmitRow } from '@/components/submit-row.tsx'
import { switchStyles } from '@/components/switch-styles.ts'
import { TimeZoneSelect } from '@/components/time-zone-select.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import { formErrors } from '@/lib/form-errors.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { useUpdateBusinessSettings } from '../api/business-settings.ts'
import { EmbedOriginsField, EmbedSnippets } from './embed-settings.tsx'
import { GuestSettings } from './guest-settings.tsx'
import { MarkdownField } from './markdown-field.tsx'

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

/** Every country a business may be in, by its name in the language on screen. */
const countryOptions = (language: Language) => {
  const names = new Intl.DisplayNames([language], { type: 'region' })
  return countryCodes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, language))
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
  const { t, language } = useI18n()
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
    const names = new Intl.DisplayNames([language], { type: 'currency' })
    const list = currencyCodes()
    return (list.includes(settings.currency) ? list : [settings.currency, ...list]).map((code) => ({
      value: code,
      label: `${code} · ${names.of(code) ?? code}`,
    }))
  }, [settings.currency, language])

  const countries = useMemo(() => countryOptions(language), [language])

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
      <FormStack gap="xl" onSubmit={submit} aria-label={t('settingsForm.form')}>
        {validation ? (
          <Notice tone="error" role="alert" title={t('settingsForm.invalid')}>
            {t('settingsForm.invalidText')}
          </Notice>
        ) : (
          <ErrorAlert error={save.error} />
        )}
        <Section id="settings-business" title={t('settingsForm.business')}>
          {/* The business's own words, in whichever language it writes them: dir="auto". */}
          <TextInput
            label={t('settingsForm.name')}
            dir="auto"
            {...form.getInputProps('name')}
            maxLength={120}
            required
          />
          <TextInput
            label={t('settingsForm.tagline')}
            dir="auto"
            description={t('settingsForm.taglineHint')}
            {...form.getInputProps('tagline')}
            maxLength={300}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('settingsForm.email')}
              type="email"
              {...form.getInputProps('contactEmail')}
              maxLength={200}
            />
            <TextInput
              label={t('settingsForm.phone')}
              type="tel"
              {...form.getInputProps('contactPhone')}
              maxLength={50}
            />
          </SimpleGrid>
          <Textarea
            label={t('settingsForm.address')}
            dir="auto"
            {...form.getInputProps('address')}
            autosize
            minRows={2}
            maxLength={300}
          />
        </Section>

        <Section id="settings-region" title={t('settingsForm.region')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TimeZoneSelect
              label={t('settingsForm.timezone')}
              description={t('settingsForm.timezoneHint')}
              current={settings.timezone}
              value={values.timezone}
              onChange={(zone) => zone && set('timezone', zone)}
              error={errors.timezone}
              allowDeselect={false}
            />
            <Select
              label={t('settingsForm.country')}
              description={t('settingsForm.countryHint')}
              data={countries}
              value={values.country}
              onChange={(country) => country && set('country', country)}
              error={errors.country}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('settingsForm.noCountry')}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={t('settingsForm.currency')}
              description={t('settingsForm.currencyHint')}
              data={currencies}
              value={values.currency}
              onChange={(currency) => currency && set('currency', currency)}
              error={errors.currency}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('settingsForm.noCurrency')}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={t('settingsForm.language')}
              description={t('settingsForm.languageHint')}
              data={languageCodes.map((code) => ({ value: code, label: languageNames[code] }))}
              value={values.defaultLanguage}
              onChange={(language) => language && set('defaultLanguage', language as Language)}
              error={errors.defaultLanguage}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
        </Section>

        <Section id="settings-rules" title={t('settingsForm.rules')}>
          <Switch
            styles={switchStyles}
            label={t('settingsForm.confirm')}
            description={t('settingsForm.confirmHint')}
            checked={values.requireConfirmation}
            onChange={(event) => set('requireConfirmation', event.currentTarget.checked)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DurationInput
              label={t('settingsForm.notice')}
              description={t('settingsForm.noticeHint')}
              {...durationProps('minNoticeMinutes')}
            />
            <CountInput
              label={t('settingsForm.horizon')}
              description={t('settingsForm.horizonHint')}
              {...form.getInputProps('horizonDays')}
              min={1}
              max={730}
              unit={t('settingsForm.daysUnit')}
            />
            <DurationInput
              label={t('settingsForm.cancel')}
              description={t('settingsForm.cancelHint')}
              {...durationProps('cancelCutoffMinutes')}
            />
            <DurationInput
              label={t('settingsForm.reschedule')}
              description={t('settingsForm.rescheduleHint')}
              {...durationProps('rescheduleCutoffMinutes')}
            />
            <CountInput
              label={t('settingsForm.hold')}
              description={t('settingsForm.holdHint')}
              {...form.getInputProps('holdMinutes')}
              min={1}
              max={120}
              unit={t('settingsForm.minutesUnit')}
            />
            <DurationInput
              label={t('settingsForm.reminder')}
              description={t('settingsForm.reminderHint')}
              {...durationProps('reminderMinutesBefore')}
            />
          </SimpleGrid>
        </Section>

        <GuestSettings
          values={values}
          errors={errors}
          onChange={(changes) => form.setValues(changes)}
        />

        <Section id="settings-pages" title={t('settingsForm.pages')}>
          <MarkdownField
            id="about"
            label={t('settingsForm.about')}
            value={values.aboutMarkdown}
            onChange={(value) => set('aboutMarkdown', value)}
            error={errors.aboutMarkdown}
          />
          <MarkdownField
            id="privacy"
            label={t('settingsForm.privacy')}
            value={values.privacyMarkdown}
            onChange={(value) => set('privacyMarkdown', value)}
            error={errors.privacyMarkdown}
          />
        </Section>

        <Section id="settings-embed" title={t('settingsForm.embed')}>
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
            label={t('settingsForm.save')}
            loading={save.isPending}
            done={save.isSuccess && t('settingsForm.saved')}
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
