import { type ComboboxItem, type OptionsFilter, Select, type SelectProps } from '@mantine/core'
import { useMemo } from 'react'
import { useT } from '@/lib/i18n/i18n-context.tsx'

const supportedZones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone')
  } catch {
    return ['UTC'] // a browser without the list still offers the one zone every business may use
  }
}

/** "America/New_York" → "America/New York": how the app writes a zone for people. */
export const zoneName = (zone: string) => zone.replace(/_/g, ' ')

/** Lower case without separators: "New_York", "new york" and "New-York" all read "newyork". */
const squash = (text: string) => text.toLowerCase().replace(/[\s_/\-.]+/g, '')

/**
 * Finds a zone by any spelling it is shown or stored in: "New York", "New_York", "new-york",
 * "America/New", or the city alone.
 */
export const filterZones: OptionsFilter = ({ options, search }) => {
  const wanted = squash(search)
  if (!wanted) return options
  return (options as ComboboxItem[]).filter(
    (option) => squash(option.value).includes(wanted) || squash(option.label).includes(wanted),
  )
}

type Props = Omit<SelectProps, 'data' | 'searchable' | 'filter'> & {
  /** A zone to offer even if this browser's list lacks it (the one already saved). */
  current?: string | null
}

/** The one time-zone picker: every IANA zone this browser knows, found by any spelling. */
export function TimeZoneSelect({ current, ...props }: Props) {
  const t = useT()
  const data = useMemo(() => {
    const zones = supportedZones()
    const all = current && !zones.includes(current) ? [current, ...zones] : zones
    return all.map((zone) => ({ value: zone, label: zoneName(zone) }))
  }, [current])
  return (
    <Select
      nothingFoundMessage={t('timeZoneSelect.nothing')}
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={data}
      searchable
      filter={filterZones}
    />
  )
}
