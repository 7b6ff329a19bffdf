import { Skeleton, Stack, Text, Title } from '@mantine/core'
import { type ReactNode, Suspense, useId } from 'react'
import { useSearchParams } from 'wouter'

/** One section of a staff workspace: the panel the workspace navigation opens. */
export type WorkspaceSection = {
  /** Its value in the query string: `?section=bookings`. */
  value: string
  /** Its name in the workspace navigation; the panel's heading too unless `title` says otherwise. */
  label: string
  title?: string
  /** A sentence under the panel's heading saying what the section is for. */
  description: string
  /**
   * A query-string key that opens this section when the address names no section: links made
   * before the sections existed (`/operator-dashboard?quote=QTE-…` in the business's e-mails).
   */
  linkedBy?: string
  /** The panel's content, rendered only while the section is open (a lazy one loads then). */
  content: () => ReactNode
}

/**
 * The open one of a staff workspace's sections, named by a query-string key so that a section can
 * be bookmarked, shared and is kept across a reload; the staff layout's navigation links to each
 * (app/layout/staff-nav.ts). One whose code is still loading (React.lazy) shows a placeholder in
 * its place. The first section is the default.
 */
export function WorkspaceSections({
  sections,
  param = 'section',
}: {
  sections: readonly WorkspaceSection[]
  /** The query-string key holding the open section. */
  param?: string
}) {
  const [params] = useSearchParams()
  const open = openSection(sections, params, param)
  const headingId = useId()
  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg" key={open.value}>
      <Stack gap={4}>
        <Title order={2} id={headingId}>
          {open.title ?? open.label}
        </Title>
        <Text c="dimmed">{open.description}</Text>
      </Stack>
      <Suspense fallback={<Skeleton h={280} radius="md" />}>{open.content()}</Suspense>
    </Stack>
  )
}

/** The section the address asks for, or the one a linked item belongs to, or the first. */
function openSection(
  sections: readonly WorkspaceSection[],
  params: URLSearchParams,
  param: string,
): WorkspaceSection {
  const named = sections.find((section) => section.value === params.get(param))
  if (named) return named
  const linked = sections.find((section) => section.linkedBy && params.has(section.linkedBy))
  return linked ?? (sections[0] as WorkspaceSection)
}
