import { Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core'
import { type AdminService, formatMoney } from '@reserva/shared'
import { useState } from 'react'
import { ActionsHeader } from '@/components/actions-header.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import classes from '@/components/responsive-table.module.css'
import { IconPencil, IconPlus } from '@/components/screen-icons.tsx'
import { formatMinutes } from '@/lib/durations.ts'
import { useResources } from '../api/resources.ts'
import { useAdminServices } from '../api/services.ts'
import { ServiceFormModal } from './service-form.tsx'

const buffers = (service: AdminService) =>
  [
    service.bufferBeforeMinutes ? `${formatMinutes(service.bufferBeforeMinutes)} before` : '',
    service.bufferAfterMinutes ? `${formatMinutes(service.bufferAfterMinutes)} after` : '',
  ]
    .filter(Boolean)
    .join(', ')

/** The catalogue's services in a table, each with an edit form; hidden ones too. */
export function ServicesPanel({ currency }: { currency: string }) {
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
          Add a service
        </Button>
      </Group>
      {services.data.length === 0 ? (
        <Text c="dimmed">No services yet. Add the first thing customers can book.</Text>
      ) : (
        <Table
          className={classes.table}
          verticalSpacing="sm"
          highlightOnHover
          aria-label="Services"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Service</Table.Th>
              <Table.Th>Length</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th>Places</Table.Th>
              <Table.Th>Resources</Table.Th>
              <Table.Th>Status</Table.Th>
              <ActionsHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {services.data.map((service) => (
              <Table.Tr key={service.id}>
                <Table.Td data-primary>
                  <Text fw={600} inherit>
                    {service.name}
                  </Text>
                </Table.Td>
                <Table.Td data-label="Length">
                  <div>
                    {formatMinutes(service.durationMinutes)}
                    {buffers(service) ? (
                      <Text size="sm" c="dimmed">
                        + {buffers(service)}
                      </Text>
                    ) : null}
                  </div>
                </Table.Td>
                <Table.Td data-label="Price">
                  {service.pricing === 'quote' || service.priceMinor === null
                    ? 'Quote'
                    : formatMoney(service.priceMinor, service.currency)}
                </Table.Td>
                <Table.Td data-label="Places">{service.capacity}</Table.Td>
                <Table.Td data-label="Resources">
                  {service.resourceIds.map((id) => names.get(id) ?? 'Unknown').join(', ')}
                </Table.Td>
                <Table.Td data-label="Status">
                  {service.active ? (
                    <Badge variant="light" color="green" c="var(--reserva-success-text)">
                      Offered
                    </Badge>
                  ) : (
                    <Badge variant="light" color="gray">
                      Hidden
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconPencil size={14} />}
                    onClick={() => setEditing(service)}
                    aria-label={`Edit ${service.name}`}
                  >
                    Edit
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
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
