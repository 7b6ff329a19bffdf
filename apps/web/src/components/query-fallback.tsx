import { Box, Button, Loader, VisuallyHidden } from '@mantine/core'
import { upperFirst } from '@mantine/hooks'
import type { ReactNode } from 'react'
import type { ErrorMessageOverrides } from '@/lib/error-messages.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { ErrorAlert } from './error-alert.tsx'

/** The parts of a TanStack query the fallback reads. */
type QueryState = {
  isPending: boolean
  isError: boolean
  isFetching: boolean
  error: unknown
  refetch: () => unknown
}

/**
 * What stands in for a query's content until it has some: a placeholder while it loads (named for
 * screen readers), or what went wrong and a "Try again" that fetches again. Nothing once the data
 * is there, so a screen writes `if (!query.isSuccess) return <QueryFallback … />`.
 */
export function QueryFallback({
  query,
  subject,
  placeholder,
  overrides,
}: {
  query: QueryState
  /**
   * What the query loads, in the language on screen, as words that fit both sentences
   * (`queryFallback.failed` and `.loading`): "your bookings" gives "Your bookings could not be
   * loaded" and, for screen readers, "Loading your bookings…".
   */
  subject: string
  /** Skeletons in the shape of the content; a spinner without. */
  placeholder?: ReactNode
  overrides?: ErrorMessageOverrides
}) {
  const t = useT()
  const loadingLabel = t('queryFallback.loading', { subject })
  if (query.isError) {
    return (
      <ErrorAlert
        error={query.error}
        title={upperFirst(t('queryFallback.failed', { subject }))}
        overrides={overrides}
        action={
          <Button
            size="xs"
            variant="default"
            loading={query.isFetching}
            onClick={() => query.refetch()}
          >
            {t('queryFallback.tryAgain')}
          </Button>
        }
      />
    )
  }
  if (!query.isPending) return null
  return (
    <Box role="status" aria-label={loadingLabel}>
      <Box aria-hidden>{placeholder ?? <Loader size="sm" mx="auto" display="block" />}</Box>
      <VisuallyHidden>{loadingLabel}</VisuallyHidden>
    </Box>
  )
}
