import { Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core'
import { type AdminService, formatMoney } from '@reserva/shared'
import { useState } from 'react'
import { ActionsHeader } from '@/components/actions-header.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import classes from '@/components/responsive-table.module.css'
import { IconPencil, IconPlus } from '@/components/screen-icons.tsx'
import { formatMinutes } from '@/lib/durations.ts'
import type { T } from '@/lib/i18n/catalogue.ts'
import { listText, numberText } from '@/lib/i18n/format.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { useResources } from '../api/resources.ts'
import { useAdminServices } from '../api/services.ts'
import { ServiceFormModal } from './service-form.tsx'

/** "+ 10 minutes before, 5 minutes after": the time kept free around each booking, if any. */
const buffers = (t: T, service: AdminService) => {
  const before = formatMinutes(service.bufferBeforeMinutes)
  const after = formatMinutes(service.bufferAfterMinutes)
  if (service.bufferBeforeMinutes && service.bufferAfterMinutes)
    return t('servicesPanel.buffersBoth', { before, after })
  if (service.bufferBeforeMinutes) return t('servicesPanel.bufferBefore', { before })
  if (service.bufferAfterMinutes) return t('servicesPanel.bufferAfter', { after })
  return ''
}

/** The catalogue's services in a table, each with an edit form; hidden ones too. */
export function ServicesPanel({ currency }: { currency: string }) {
  const { t, language } = useI18n()
  const services = useAdminServices()
  const resources = useResources()
  const [editing, setEditing] = useState<AdminService | 'new' | null>(null)

  if (services.isPending || resources.isPending) return <Skeleton h={280} radius="md" />
  if (services.isError || resources.isError)
    return <ErrorAlert error={services.error ?? resources.error} />

  const names = new Map(resources.data.map((resource) => [resource.id, resource.name]))

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          {t('servicesPanel.add')}
        </Button>
      </Group>
      {services.data.length === 0 ? (
        <Text c="dimmed">{t('servicesPanel.none')}</Text>
      ) : (
        <Table
          className={classes.table}
          verticalSpacing="sm"
          highlightOnHover
          aria-label={t('servicesPanel.table')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('servicesPanel.service')}</Table.Th>
              <Table.Th>{t('servicesPanel.length')}</Table.Th>
              <Table.Th>{t('servicesPanel.price')}</Table.Th>
              <Table.Th>{t('servicesPanel.places')}</Table.Th>
              <Table.Th>{t('servicesPanel.resources')}</Table.Th>
              <Table.Th>{t('servicesPanel.status')}</Table.Th>
              <ActionsHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {services.data.map((service) => {
              const buffer = buffers(t, service)
              return (
                <Table.Tr key={service.id}>
                  <Table.Td data-primary>
                    <Text fw={600} inherit>
                      {service.name}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={t('servicesPanel.length')}>
                    <div>
                      {formatMinutes(service.durationMinutes)}
                      {buffer ? (
                        <Text size="sm" c="dimmed">
                          + {buffer}
                        </Text>
                      ) : null}
                    </div>
                  </Table.Td>
                  <Table.Td data-label={t('servicesPanel.price')}>
                    {service.pricing === 'quote' || service.priceMinor === null
                      ? t('servicesPanel.quote')
                      : formatMoney(service.priceMinor, service.currency, language)}
                  </Table.Td>
                  <Table.Td data-label={t('servicesPanel.places')}>
                    {numberText(language, service.capacity)}
                  </Table.Td>
                  <Table.Td data-label={t('servicesPanel.resources')}>
                    {listText(
                      language,
                      service.resourceIds.map((id) => names.get(id) ?? t('servicesPanel.unknown')),
                    )}
                  </Table.Td>
                  <Table.Td data-label={t('servicesPanel.status')}>
                    {/* As wide as its word: a longer language's is not cut to "ANGEB…". */}
                    {service.active ? (
                      <Badge
                        variant="light"
                        color="green"
                        c="var(--reserva-success-text)"
                        miw="max-content"
                      >
                        {t('servicesPanel.offered')}
                      </Badge>
                    ) : (
                      <Badge variant="light" color="gray" miw="max-content">
                        {t('servicesPanel.hidden')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      variant="default"
                      size="xs"
                      leftSection={<IconPencil size={14} />}
                      onClick={() => setEditing(service)}
                      aria-label={t('servicesPanel.editNamed', { name: service.name })}
                    >
                      {t('servicesPanel.edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      )}
      <ServiceFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        service={editing === 'new' || editing === null ? undefined : editing}
        resources={resources.data}
        currency={currency}
      />
    </Stack>
  )
}
