import { Badge, Skeleton, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core'
import { type ReactNode, Suspense } from 'react'
import { useSearchParams } from 'wouter'
import { keepScroll } from '@/lib/navigation.ts'

/** One section of a staff workspace: a tab, and the panel it opens. */
export type WorkspaceSection = {
  /** Its value in the query string: `?section=bookings`. */
  value: string
  /** The tab's words; the panel's heading too unless `title` says otherwise. */
  label: string
  title?: string
  /** A sentence under the panel's heading saying what the section is for. */
  description: string
  /** Something waiting in this section, counted beside the tab's words (0: nothing shown). */
  count?: { value: number; label: string }
  /**
   * A query-string key that opens this section when the address names no section: links made
   * before the sections existed (`/operator-dashboard?quote=QTE-…` in the business's e-mails).
   */
  linkedBy?: string
  /** The panel's content, rendered only while the section is open (a lazy one loads then). */
  content: () => ReactNode
}

/**
 * A staff workspace's sections: tabs bound to a query-string key, so a section
 * can be bookmarked, shared and is kept across a reload; the arrow keys move between the tabs and
 * Tab goes into the open panel. Only the open panel is rendered; one whose code is still loading
 * (React.lazy) shows a placeholder in its place. The first section is the default.
 */
export function WorkspaceSections({
  sections,
  param = 'section',
  label,
}: {
  sections: readonly WorkspaceSection[]
  /** The query-string key holding the open section. */
  param?: string
  /** Names the list of tabs for screen readers: "Admin sections". */
  label: string
}) {
  const [params, setParams] = useSearchParams()
  const open = openSection(sections, params, param)
  // A section's own query (filters, the open item) belongs to it: another section starts clean.
  const choose = (next: string | null) => {
    if (next === null || next === open.value) return
    setParams({ [param]: next }, keepScroll())
  }

  return (
    <Tabs value={open.value} onChange={choose} keepMounted={false}>
      <Tabs.List mb="xl" aria-label={label}>
        {sections.map((section) => (
          <Tabs.Tab
            key={section.value}
            value={section.value}
            rightSection={
              section.count && section.count.value > 0 ? (
                <>
                  <Badge variant="filled" color="brand" size="sm" circle aria-hidden>
                    {section.count.value}
                  </Badge>
                  <VisuallyHidden>
                    , {section.count.value} {section.count.label}
                  </VisuallyHidden>
                </>
              ) : null
            }
          >
            {section.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sections.map((section) => (
        <Tabs.Panel key={section.value} value={section.value}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={2}>{section.title ?? section.label}</Title>
              <Text c="dimmed">{section.description}</Text>
            </Stack>
            <Suspense fallback={<Skeleton h={280} radius="md" />}>{section.content()}</Suspense>
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
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
