import '@mantine/dates/styles.css'

import { Grid, Group, MultiSelect, NativeSelect, TextInput } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { useDebouncedValue } from '@mantine/hooks'
import type { BookingSort } from '@reserva/shared'
import { type FormEvent, useEffect, useState } from 'react'
import { dateFields, longDate, monthName, shortDate } from '@/lib/dates.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import type { Language } from '@/lib/i18n/languages.ts'
import type { BookingSearch } from '../booking-search-params.ts'
import { statusNames } from '../staff-status.ts'

type Option = { id: string; name: string }

const sortNames = {
  start: 'bookingSearch.sortStart',
  created: 'bookingSearch.sortCreated',
  reference: 'bookingSearch.sortReference',
  customer: 'bookingSearch.sortCustomer',
  status: 'bookingSearch.sortStatus',
} as const satisfies Record<BookingSort, string>

/** "Latest first" for times, "Z to A" for words: what each order means for the sorted column. */
const orderNames = (sort: BookingSort) =>
  sort === 'start' || sort === 'created'
    ? ({ desc: 'bookingSearch.latestFirst', asc: 'bookingSearch.earliestFirst' } as const)
    : ({ asc: 'bookingSearch.aToZ', desc: 'bookingSearch.zToA' } as const)

/** A weekday's short name ("Mo", "lun."), or its narrow one where that is a whole word (Arabic). */
const weekday = (day: string, language: Language) => {
  const short = dateFields(day, { weekday: 'short' }, { language })
  return short.length <= 4 ? short : dateFields(day, { weekday: 'narrow' }, { language })
}

/**
 * The date picker's words in a language other than English (whose words are Mantine's own):
 * weekdays, months, years and each day's name, by Intl.
 */
const pickerWords = (language: Language) =>
  language === 'en'
    ? {}
    : {
        weekdayFormat: (day: string) => weekday(day, language),
        monthLabelFormat: (day: string) => monthName(day.slice(0, 7), { language }),
        monthsListFormat: (day: string) => dateFields(day, { month: 'short' }, { language }),
        yearLabelFormat: (day: string) => dateFields(day, { year: 'numeric' }, { language }),
        yearsListFormat: (day: string) => dateFields(day, { year: 'numeric' }, { language }),
        decadeLabelFormat: (first: string, last: string) =>
          `${dateFields(first, { year: 'numeric' }, { language })} – ${dateFields(last, { year: 'numeric' }, { language })}`,
        getDayAriaLabel: (day: string) => longDate(day, { language }),
      }

/**
 * The search box (typed words apply after a pause, or at once with Enter), the filters and the
 * order of the staff's bookings list. Each change goes to the query string through `onChange`.
 */
export function BookingSearchFilters({
  search,
  services,
  resources,
  onChange,
}: {
  search: BookingSearch
  services: Option[]
  resources: Option[]
  onChange: (changes: Partial<Omit<BookingSearch, 'page'>>) => void
}) {
  const { t, language } = useI18n()
  const [text, setText] = useState(search.search)
  const [typed] = useDebouncedValue(text.trim(), 350)
  // Words typed apply once the typing pauses. Only the typing: a search set from elsewhere (clear
  // filters, the back button) must not be undone by what the box held before.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the pause ends, no more.
  useEffect(() => {
    if (typed !== search.search) onChange({ search: typed })
  }, [typed])
  // A search changed from elsewhere shows in the box.
  const [shown, setShown] = useState(search.search)
  if (shown !== search.search) {
    setShown(search.search)
    if (text.trim() !== search.search) setText(search.search)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ search: text.trim() })
  }
  const period: [string | null, string | null] = [search.from || null, search.to || null]
  const [picking, setPicking] = useState<[string | null, string | null] | null>(null)

  return (
    <Group gap="md" align="flex-end" component="div">
      <form aria-label={t('bookingSearch.find')} onSubmit={submit} style={{ flex: '1 1 100%' }}>
        <TextInput
          label={t('bookingSearch.search')}
          description={t('bookingSearch.searchHint')}
          type="search"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </form>
      {/* On a phone the short selects go two to a row: the results start sooner. */}
      <Grid gap="md" align="flex-end" style={{ flex: '1 1 100%' }}>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <MultiSelect
            label={t('bookingSearch.status')}
            placeholder={search.statuses.length ? undefined : t('bookingSearch.anyStatus')}
            data={Object.entries(statusNames).map(([value, label]) => ({ value, label: t(label) }))}
            value={search.statuses}
            onChange={(statuses) => onChange({ statuses: statuses as BookingSearch['statuses'] })}
            clearable
            clearButtonProps={{ 'aria-label': t('bookingSearch.anyStatus') }}
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 4 }}>
          <NativeSelect
            label={t('bookingSearch.service')}
            value={search.serviceId}
            onChange={(event) => onChange({ serviceId: event.currentTarget.value })}
            data={[
              { value: '', label: t('bookingSearch.anyService') },
              ...services.map((service) => ({ value: service.id, label: service.name })),
            ]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 4 }}>
          <NativeSelect
            label={t('bookingSearch.resource')}
            value={search.resourceId}
            onChange={(event) => onChange({ resourceId: event.currentTarget.value })}
            data={[
              { value: '', label: t('bookingSearch.anyResource') },
              ...resources.map((resource) => ({ value: resource.id, label: resource.name })),
            ]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <DatePickerInput
            type="range"
            label={t('bookingSearch.period')}
            description={t('bookingSearch.periodHint')}
            placeholder={t('bookingSearch.anyDay')}
            value={picking ?? period}
            allowSingleDateInRange
            clearable
            clearButtonProps={{ 'aria-label': t('bookingSearch.anyDay') }}
            valueFormatter={({ date }) =>
              formatPeriod(date as [string | null, string | null], language)
            }
            {...pickerWords(language)}
            // Mantine's red weekends are 3.3:1 on white (below AA); today is marked instead.
            weekendDays={[]}
            highlightToday
            previousLabel={t('bookingSearch.previousMonth')}
            nextLabel={t('bookingSearch.nextMonth')}
            onChange={(value) => {
              const [from, to] = value as [string | null, string | null]
              // The first day alone waits for the last; a cleared period applies at once.
              if (from && !to) {
                setPicking([from, null])
                return
              }
              setPicking(null)
              onChange({ from: from ?? '', to: to ?? '' })
            }}
            onDropdownClose={() => setPicking(null)}
            popoverProps={{ withinPortal: true }}
            // Mantine's placeholder grey is 2.9:1 on white (axe): the app's secondary text instead.
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 4 }}>
          <NativeSelect
            label={t('bookingSearch.sortBy')}
            value={search.sort}
            onChange={(event) => onChange({ sort: event.currentTarget.value as BookingSort })}
            data={Object.entries(sortNames).map(([value, label]) => ({ value, label: t(label) }))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 4 }}>
          <NativeSelect
            label={t('bookingSearch.order')}
            value={search.order}
            onChange={(event) => onChange({ order: event.currentTarget.value as 'asc' | 'desc' })}
            data={Object.entries(orderNames(search.sort)).map(([value, label]) => ({
              value,
              label: t(label),
            }))}
          />
        </Grid.Col>
      </Grid>
    </Group>
  )
}

/** "Mon 2 Nov 2026 – Sun 8 Nov 2026", or one day. */
function formatPeriod([from, to]: [string | null, string | null], language: Language) {
  if (!from) return ''
  if (!to || to === from) return shortDate(from, { language })
  return `${shortDate(from, { language })} – ${shortDate(to, { language })}`
}
