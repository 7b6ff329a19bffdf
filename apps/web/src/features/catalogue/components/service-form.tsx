import {
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core'
import {
  type AdminService,
  createServiceSchema,
  currencySymbol,
  type Language,
  minorToMajorText,
  parseMajorToMinor,
  type ResourceDetail,
} from '@reserva/shared'
import { useMemo, useRef } from 'react'
import { z } from 'zod'
import { CountInput } from '@/components/count-input.tsx'
import { DialogButtons } from '@/components/dialog-buttons.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormModal } from '@/components/form-modal.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { switchStyles } from '@/components/switch-styles.ts'
import { isApiError } from '@/lib/api-client.ts'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import { formErrors } from '@/lib/form-errors.ts'
import { translate } from '@/lib/i18n/active.ts'
import { useI18n, useT } from '@/lib/i18n/i18n-context.tsx'
import { type NewService, useSaveService } from '../api/services.ts'

type Values = {
  name: string
  description: string
  durationMinutes: number | string
  bufferBeforeMinutes: number | string
  bufferAfterMinutes: number | string
  slotStepMinutes: number | string
  pricing: 'fixed' | 'quote'
  /** The price as typed, in major units ("12.50"). */
  priceMinor: string
  capacity: number | string
  resourceIds: string[]
  active: boolean
  sortOrder: number | string
}

const valuesOf = (service: AdminService | undefined, currency: string): Values => ({
  name: service?.name ?? '',
  description: service?.description ?? '',
  durationMinutes: service?.durationMinutes ?? 60,
  bufferBeforeMinutes: service?.bufferBeforeMinutes ?? 0,
  bufferAfterMinutes: service?.bufferAfterMinutes ?? 0,
  slotStepMinutes: service?.slotStepMinutes ?? 15,
  pricing: service?.pricing ?? 'fixed',
  priceMinor:
    service?.priceMinor === null || service?.priceMinor === undefined
      ? ''
      : minorToMajorText(service.priceMinor, currency),
  capacity: service?.capacity ?? 1,
  resourceIds: service?.resourceIds ?? [],
  active: service?.active ?? true,
  sortOrder: service?.sortOrder ?? 0,
})

const numberOrNothing = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? undefined : Number(value)

/**
 * What the form sends: the shared schema's fields, the price moved from major units ("12.50") to
 * minor units (1250) exactly. `priceError` says why the price could not be read.
 */
export function servicePayload(
  values: Values,
  currency: string,
  language: Language = 'en',
): { service: Partial<NewService>; priceError?: string } {
  let priceMinor: number | null = null
  let priceError: string | undefined
  if (values.pricing === 'fixed') {
    const parsed = parseMajorToMinor(values.priceMinor, currency)
    if (parsed.ok) priceMinor = parsed.minor
    // The shared parser says what is wrong in English; another language says what to type.
    else
      priceError =
        language === 'en'
          ? parsed.message
          : translate('serviceForm.priceUnreadable', {
              example: minorToMajorText(1250, currency),
            })
  }
  return {
    service: {
      name: values.name,
      description: values.description,
      durationMinutes: numberOrNothing(values.durationMinutes),
      bufferBeforeMinutes: numberOrNothing(values.bufferBeforeMinutes),
      bufferAfterMinutes: numberOrNothing(values.bufferAfterMinutes),
      slotStepMinutes: numberOrNothing(values.slotStepMinutes),
      pricing: values.pricing,
      priceMinor,
      capacity: numberOrNothing(values.capacity),
      resourceIds: values.resourceIds,
      active: values.active,
      sortOrder: numberOrNothing(values.sortOrder),
    },
    priceError,
  }
}

/**
 * The form's values read into the shared `createServiceSchema`; a price that cannot be read is
 * said first, under the price.
 */
const serviceFormSchema = (currency: string, language: Language) =>
  z.custom<Values>().transform((values, ctx) => {
    const { service, priceError } = servicePayload(values, currency, language)
    if (priceError) ctx.addIssue({ code: 'custom', path: ['priceMinor'], message: priceError })
    const parsed = createServiceSchema.safeParse(service)
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue })
    return parsed.success && !priceError ? parsed.data : z.NEVER
  })

export function ServiceFormModal({
  opened,
  onClose,
  service,
  resources,
  currency,
}: {
  opened: boolean
  onClose: () => void
  service?: AdminService
  resources: ResourceDetail[]
  currency: string
}) {
  const t = useT()
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={
        service ? t('serviceForm.editTitle', { name: service.name }) : t('serviceForm.addTitle')
      }
      size="xl"
    >
      <ServiceFields service={service} resources={resources} currency={currency} onDone={onClose} />
    </FormModal>
  )
}

const minutesFields = [
  'durationMinutes',
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'slotStepMinutes',
] as const

export function ServiceFields({
  service,
  resources,
  currency,
  onDone,
}: {
  service?: AdminService
  resources: ResourceDetail[]
  currency: string
  onDone: () => void
}) {
  const { t, language } = useI18n()
  const schema = useMemo(() => serviceFormSchema(currency, language), [currency, language])
  const form = useSchemaForm({
    schema,
    initialValues: valuesOf(service, currency),
    messages: (error) => formErrors(error, { durations: minutesFields }),
  })
  const values = form.getValues()
  const save = useSaveService()
  const formRef = useRef<HTMLDivElement>(null)
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    )

  const submit = form.onSubmit(
    (parsed) =>
      save.mutate(
        { id: service?.id, service: parsed },
        {
          onSuccess: onDone,
          onError: (error) => {
            if (showServerFieldErrors(form, error)) focusFirstError()
            if (isApiError(error) && error.code === 'catalogue.unknown_resource') {
              form.setErrors({ resourceIds: t('serviceForm.resourceGone') })
            }
          },
        },
      ),
    focusFirstError,
  )

  const minutesInput = (field: (typeof minutesFields)[number], label: string, hint?: string) => (
    <CountInput
      label={label}
      description={hint}
      {...form.getInputProps(field)}
      min={0}
      max={1440}
      step={5}
      unit={t('serviceForm.minutesUnit')}
    />
  )

  return (
    <div ref={formRef}>
      <FormStack gap="md" onSubmit={submit} aria-label={t('serviceForm.form')}>
        <ErrorAlert error={save.error} />
        <TextInput
          label={t('serviceForm.name')}
          dir="auto"
          {...form.getInputProps('name')}
          maxLength={120}
          required
          data-autofocus
        />
        <Textarea
          label={t('serviceForm.description')}
          dir="auto"
          description={t('serviceForm.descriptionHint')}
          {...form.getInputProps('description')}
          autosize
          minRows={2}
          maxLength={2000}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {minutesInput(
            'durationMinutes',
            t('serviceForm.duration'),
            t('serviceForm.durationHint'),
          )}
          {minutesInput('slotStepMinutes', t('serviceForm.step'), t('serviceForm.stepHint'))}
          {minutesInput(
            'bufferBeforeMinutes',
            t('serviceForm.bufferBefore'),
            t('serviceForm.bufferBeforeHint'),
          )}
          {minutesInput(
            'bufferAfterMinutes',
            t('serviceForm.bufferAfter'),
            t('serviceForm.bufferAfterHint'),
          )}
        </SimpleGrid>
        <Radio.Group
          label={t('serviceForm.pricing')}
          value={values.pricing}
          onChange={(value) => {
            form.setFieldValue('pricing', value === 'quote' ? 'quote' : 'fixed')
            // The price is asked afresh (or not at all): judged at the next save.
            form.clearFieldError('priceMinor')
          }}
        >
          <Group gap="lg" mt={6}>
            <Radio value="fixed" label={t('serviceForm.fixed')} />
            <Radio value="quote" label={t('serviceForm.quoteOnly')} />
          </Group>
        </Radio.Group>
        {values.pricing === 'fixed' ? (
          <TextInput
            label={t('serviceForm.price', { currency })}
            description={t('serviceForm.priceHint', {
              currency,
              example: minorToMajorText(1250, currency),
            })}
            inputMode="decimal"
            leftSection={currencySymbol(currency)}
            {...form.getInputProps('priceMinor')}
            maw={260}
            required
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <CountInput
            label={t('serviceForm.places')}
            description={t('serviceForm.placesHint')}
            {...form.getInputProps('capacity')}
            min={1}
            max={500}
          />
          <NumberInput
            label={t('serviceForm.position')}
            description={t('serviceForm.positionHint')}
            {...form.getInputProps('sortOrder')}
            allowDecimal={false}
          />
        </SimpleGrid>
        <MultiSelect
          label={t('serviceForm.resources')}
          description={t('serviceForm.resourcesHint')}
          placeholder={
            values.resourceIds.length === 0 ? t('serviceForm.chooseResources') : undefined
          }
          data={resources.map((resource) => ({
            value: resource.id,
            label: resource.active
              ? resource.name
              : t('serviceForm.notInUse', { name: resource.name }),
          }))}
          {...form.getInputProps('resourceIds')}
          searchable
          hidePickedOptions
          comboboxProps={{ withinPortal: true }}
          required
        />
        <Switch
          styles={switchStyles}
          label={t('serviceForm.offered')}
          description={t('serviceForm.offeredHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <DialogButtons
          onCancel={onDone}
          confirmLabel={service ? t('serviceForm.save') : t('serviceForm.addButton')}
          loading={save.isPending}
          mt="sm"
        />
      </FormStack>
    </div>
  )
}
