import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'
import type { Statistics } from '@reserva/shared'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { bucketLabel, count, hours, money } from '../format.ts'

// This file is the only one that imports @mantine/charts (and recharts under it): the statistics
// tab loads it with React.lazy, so neither weighs on the admin screen's first load. Each chart
// repeats numbers the tab also gives as a table (statistics-panel.tsx), for screen readers.

// Colours with 3:1 or more against the page in either scheme (WCAG 1.4.11, graphics), set for
// each scheme in app/theme.ts.
const going = 'var(--reserva-chart-primary)'
const pending = 'var(--reserva-chart-warning)'
const cancelled = 'var(--reserva-chart-danger)'
const noShow = 'var(--reserva-chart-neutral)'
const open = 'var(--reserva-chart-muted)'

export function BookingsChart({ statistics }: { statistics: Statistics }) {
  const { t, language } = useI18n()
  const data = statistics.buckets.map((bucket) => ({
    label: bucketLabel(bucket.start, statistics.granularity, false, language),
    going: bucket.bookings.confirmed + bucket.bookings.completed,
    pending: bucket.bookings.pending,
    cancelled: bucket.bookings.cancelled,
    noShow: bucket.bookings.no_show,
  }))
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="label"
      type="stacked"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={(value) => count(value, language)}
      series={[
        { name: 'going', label: t('statistics.confirmedOrDone'), color: going },
        { name: 'pending', label: t('statistics.awaiting'), color: pending },
        { name: 'cancelled', label: t('statistics.cancelled'), color: cancelled },
        { name: 'noShow', label: t('statistics.noShow'), color: noShow },
      ]}
      yAxisProps={{ allowDecimals: false }}
    />
  )
}

export function RevenueChart({ statistics }: { statistics: Statistics }) {
  const { t, language } = useI18n()
  const data = statistics.buckets.map((bucket) => ({
    label: bucketLabel(bucket.start, statistics.granularity, false, language),
    revenue: bucket.revenueMinor,
  }))
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="label"
      valueFormatter={(minor) => money(minor, statistics.currency, language)}
      series={[{ name: 'revenue', label: t('statistics.revenue'), color: going }]}
      yAxisProps={{ width: 80 }}
    />
  )
}

export function ResourceUseChart({ statistics }: { statistics: Statistics }) {
  const { t, language } = useI18n()
  const data = statistics.resources.map((resource) => ({
    name: resource.name,
    booked: resource.bookedMinutes / 60,
    open: Math.max(0, resource.openMinutes - resource.bookedMinutes) / 60,
  }))
  return (
    <BarChart
      h={Math.max(120, 48 * data.length + 60)}
      data={data}
      dataKey="name"
      orientation="vertical"
      type="stacked"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={(value) => hours(value * 60, language)}
      series={[
        { name: 'booked', label: t('statistics.booked'), color: going },
        { name: 'open', label: t('statistics.openNotBooked'), color: open },
      ]}
      yAxisProps={{ width: 120 }}
    />
  )
}
