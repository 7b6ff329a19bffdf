import { ErrorAlert } from '@/components/error-alert.tsx'
import { peopleMessages } from '../errors.ts'

/** A refused or failed request, in the admin's words, announced when it appears. */
export function PeopleErrorAlert({ error, title }: { error: unknown; title?: string }) {
  return <ErrorAlert error={error} title={title} overrides={peopleMessages} />
}
