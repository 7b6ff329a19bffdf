import { Paper, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A bordered section of a page, named for assistive technology by its heading (`id`). */
export function SectionCard({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
    >
      <Title order={3} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  )
}
