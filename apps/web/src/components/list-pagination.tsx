import { Pagination } from '@mantine/core'
import { useT } from '@/lib/i18n/i18n-context.tsx'

/** Mantine's pagination controls say only an icon or a number: each gets words here. */
const controlNames = {
  first: 'pagination.first',
  last: 'pagination.last',
  next: 'pagination.next',
  previous: 'pagination.previous',
} as const

/**
 * The pages of a list paged on the server, each control named for screen readers ("Page 2",
 * "Next page"); nothing when everything fits on one page.
 */
export function ListPagination({
  pages,
  page,
  onChange,
  label,
}: {
  pages: number
  page: number
  onChange: (page: number) => void
  /** Names the navigation: "Pages of bookings". */
  label: string
}) {
  const t = useT()
  if (pages <= 1) return null
  return (
    <Pagination
      total={pages}
      value={Math.min(page, pages)}
      onChange={onChange}
      aria-label={label}
      getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
      getControlProps={(control) => ({ 'aria-label': t(controlNames[control]) })}
    />
  )
}
