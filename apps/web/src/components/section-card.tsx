import { Paper, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A bordered section of a page, named for assistive technology by its heading (`id`). Nested in
 * another section it takes a lower heading `order` and the `compact` spacing.
 */
export function SectionCard({
  id,
  title,
  order = 3,
  compact = false,
  children,
}: {
  id: string
  title: string
  order?: 3 | 4 | 5
  compact?: boolean
  children: ReactNode
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: compact ? 'lg' : 'xl' }}
    >
      <Title order={order} size="h4" id={id} mb={compact ? 4 : 'md'}>
        {title}
      </Title>
      {children}
    </Paper>
  )
}
