import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
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
import { type FormEvent, useRef, useState } from 'react'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormModal } from '@/components/form-modal.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { switchStyles } from '@/components/switch-styles.ts'
import { isApiError } from '@/lib/api-client.ts'
import { formErrors, serverFieldErrors } from '@/lib/form-errors.ts'
import { type NewService, useSaveService } from '../api/services.ts'

type Values = {
  name: string
  description: string
  durationMinutes: number | string
  bufferBeforeMinutes: number | string
  bufferAfterMinutes: number | string
  slotStepMinutes: number | string
  pricing: 'fixed' | 'quote'
  price: string
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
  price:
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
    const parsed = parseMajorToMinor(values.price, currency)
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
  const [values, setValues] = useState(() => valuesOf(service, currency))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSaveService()
  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }))
  const formRef = useRef<HTMLDivElement>(null)
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { service: payload, priceError } = servicePayload(values, currency)
    const parsed = createServiceSchema.safeParse(payload)
    const found = parsed.success ? {} : formErrors(parsed.error, { durations: minutesFields })
    if (priceError) found.priceMinor = priceError
    setErrors(found)
    if (!parsed.success || priceError) {
      focusFirstError()
      return
    }
    save.mutate(
      { id: service?.id, service: parsed.data },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isApiError(error) && error.code === 'validation_failed') {
            setErrors(serverFieldErrors(error.details))
            focusFirstError()
          }
          if (isApiError(error) && error.code === 'catalogue.unknown_resource') {
            setErrors({ resourceIds: 'One of these resources no longer exists' })
          }
        },
      },
    )
  }

  const minutesInput = (field: (typeof minutesFields)[number], label: string, hint?: string) => (
    <NumberInput
      label={label}
      description={hint}
      value={values[field]}
      onChange={(value) => set(field, value)}
      error={errors[field]}
      min={0}
      max={1440}
      step={5}
      allowDecimal={false}
      allowNegative={false}
      rightSection="min"
      rightSectionWidth={44}
      rightSectionPointerEvents="none"
    />
  )

  return (
    <div ref={formRef}>
      <FormStack gap="md" onSubmit={submit} aria-label="Service">
        <ErrorAlert error={save.error} />
        <TextInput
          label="Name"
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={errors.name}
          maxLength={120}
          required
          data-autofocus
        />
        <Textarea
          label="Description"
          description="Shown to customers when they choose a service."
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          error={errors.description}
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
          onChange={(value) => set('pricing', value === 'quote' ? 'quote' : 'fixed')}
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
            value={values.price}
            onChange={(event) => set('price', event.currentTarget.value)}
            error={errors.priceMinor}
            maw={260}
            required
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label="Places per time"
            description="1: one booking at a time. More: a class or group."
            value={values.capacity}
            onChange={(value) => set('capacity', value)}
            error={errors.capacity}
            min={1}
            max={500}
            allowDecimal={false}
            allowNegative={false}
          />
          <NumberInput
            label="Position in lists"
            description="Lower numbers come first."
            value={values.sortOrder}
            onChange={(value) => set('sortOrder', value)}
            error={errors.sortOrder}
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
          value={values.resourceIds}
          onChange={(resourceIds) => set('resourceIds', resourceIds)}
          error={errors.resourceIds}
          searchable
          hidePickedOptions
          comboboxProps={{ withinPortal: true }}
          required
        />
        <Switch
          styles={switchStyles}
          label="Offered to customers"
          description="Turn off to hide it from the booking page; existing bookings stay."
          checked={values.active}
          onChange={(event) => set('active', event.currentTarget.checked)}
        />
        <Stack gap={0}>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {service ? 'Save changes' : 'Add service'}
            </Button>
          </Group>
        </Stack>
      </FormStack>
    </div>
  )
}
