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
): { service: Partial<NewService>; priceError?: string } {
  let priceMinor: number | null = null
  let priceError: string | undefined
  if (values.pricing === 'fixed') {
    const parsed = parseMajorToMinor(values.priceMinor, currency)
    if (parsed.ok) priceMinor = parsed.minor
    else priceError = parsed.message
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
const serviceFormSchema = (currency: string) =>
  z.custom<Values>().transform((values, ctx) => {
    const { service, priceError } = servicePayload(values, currency)
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
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={service ? `Edit ${service.name}` : 'Add a service'}
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
  const schema = useMemo(() => serviceFormSchema(currency), [currency])
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
              form.setErrors({ resourceIds: 'One of these resources no longer exists' })
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
      unit="min"
    />
  )

  return (
    <div ref={formRef}>
      <FormStack gap="md" onSubmit={submit} aria-label="Service">
        <ErrorAlert error={save.error} />
        <TextInput
          label="Name"
          {...form.getInputProps('name')}
          maxLength={120}
          required
          data-autofocus
        />
        <Textarea
          label="Description"
          description="Shown to customers when they choose a service."
          {...form.getInputProps('description')}
          autosize
          minRows={2}
          maxLength={2000}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {minutesInput('durationMinutes', 'Duration', 'How long it takes.')}
          {minutesInput(
            'slotStepMinutes',
            'Start times every',
            'How far apart the times offered are.',
          )}
          {minutesInput('bufferBeforeMinutes', 'Buffer before', 'Kept free to get ready.')}
          {minutesInput('bufferAfterMinutes', 'Buffer after', 'Kept free to clear up.')}
        </SimpleGrid>
        <Radio.Group
          label="Pricing"
          value={values.pricing}
          onChange={(value) => {
            form.setFieldValue('pricing', value === 'quote' ? 'quote' : 'fixed')
            // The price is asked afresh (or not at all): judged at the next save.
            form.clearFieldError('priceMinor')
          }}
        >
          <Group gap="lg" mt={6}>
            <Radio value="fixed" label="Fixed price" />
            <Radio value="quote" label="Quote only (customers ask for a price)" />
          </Group>
        </Radio.Group>
        {values.pricing === 'fixed' ? (
          <TextInput
            label={`Price (${currency})`}
            description={`In ${currency}, e.g. ${minorToMajorText(1250, currency)}`}
            inputMode="decimal"
            leftSection={currencySymbol(currency)}
            {...form.getInputProps('priceMinor')}
            maw={260}
            required
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <CountInput
            label="Places per time"
            description="1: one booking at a time. More: a class or group."
            {...form.getInputProps('capacity')}
            min={1}
            max={500}
          />
          <NumberInput
            label="Position in lists"
            description="Lower numbers come first."
            {...form.getInputProps('sortOrder')}
            allowDecimal={false}
          />
        </SimpleGrid>
        <MultiSelect
          label="Resources"
          description="Who or what can deliver it; each booking takes one of them."
          placeholder={values.resourceIds.length === 0 ? 'Choose resources' : undefined}
          data={resources.map((resource) => ({
            value: resource.id,
            label: resource.active ? resource.name : `${resource.name} (not in use)`,
          }))}
          {...form.getInputProps('resourceIds')}
          searchable
          hidePickedOptions
          comboboxProps={{ withinPortal: true }}
          required
        />
        <Switch
          styles={switchStyles}
          label="Offered to customers"
          description="Turn off to hide it from the booking page; existing bookings stay."
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <DialogButtons
          onCancel={onDone}
          confirmLabel={service ? 'Save changes' : 'Add service'}
          loading={save.isPending}
          mt="sm"
        />
      </FormStack>
    </div>
  )
}
