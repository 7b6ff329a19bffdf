import { Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { usePeopleFound, usePersonName } from '../api/find-people.ts'

/**
 * The person whose actions the log shows, found by typing part of their name or e-mail. The
 * chosen person's id is the value; `knownName` names them when they came from the address bar.
 */
export function PersonPicker({
  value,
  knownName,
  onChange,
}: {
  value: string
  knownName: string | null
  onChange: (id: string) => void
}) {
  const t = useT()
  const [search, setSearch] = useState('')
  const [typed] = useDebouncedValue(search, 250)
  const found = usePeopleFound(typed.trim())
  const [names, setNames] = useState<Record<string, string>>({})
  const people = found.data?.people ?? []
  const options = people.map((person) => ({
    value: person.id,
    label: person.email ? `${person.name} (${person.email})` : person.name,
  }))
  const looked = usePersonName(value, { enabled: !names[value] && !knownName })
  const chosen = names[value] ?? knownName ?? looked.data ?? value
  if (value && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: chosen })
  }
  return (
    <Select
      label={t('auditLog.person')}
      placeholder={t('auditLog.anyone')}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('auditLog.anyoneShort') }}
      data={options}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id, option) => {
        if (id && option) setNames((known) => ({ ...known, [id]: option.label }))
        onChange(id ?? '')
      }}
      nothingFoundMessage={found.isFetching ? t('auditLog.looking') : t('auditLog.nobody')}
      filter={({ options: all }) => all}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
