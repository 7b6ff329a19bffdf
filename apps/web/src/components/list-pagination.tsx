import { Pagination } from '@mantine/core'

/** Mantine's pagination controls say only an icon or a number: each gets words here. */
const controlNames = {
  first: { 'aria-label': 'First page' },
  last: { 'aria-label': 'Last page' },
  next: { 'aria-label': 'Next page' },
  previous: { 'aria-label': 'Previous page' },
}

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
  if (pages <= 1) return null
  return (
    <Pagination
      total={pages}
      value={Math.min(page, pages)}
      onChange={onChange}
      aria-label={label}
      getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      getControlProps={(control) => controlNames[control]}
    />
  )
}
