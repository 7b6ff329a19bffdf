import { Container, type ContainerProps, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

type PageProps = {
  /** The screen's one <h1>. */
  title: ReactNode
  /** A sentence under the heading saying what the screen is for. */
  description?: ReactNode
  size?: ContainerProps['size']
  /** Something small said beside the heading, such as the live connection's state. */
  aside?: ReactNode
  /** Less room above and below: a workspace screen, framed by the staff layout already. */
  compact?: boolean
  children?: ReactNode
}

/** The frame of an ordinary screen: a centred column that starts with the screen's heading. */
export function Page({
  title,
  description,
  size = 'md',
  aside,
  compact = false,
  children,
}: PageProps) {
  const heading = <Title order={1}>{title}</Title>
  return (
    <Container
      size={size}
      px={compact ? 0 : undefined}
      py={compact ? { base: 4, sm: 8 } : { base: 32, sm: 56 }}
    >
      <Stack gap="xs" mb={children ? (compact ? 24 : 32) : 0}>
        {aside ? (
          <Group justify="space-between" align="center" gap="xs">
            {heading}
            {aside}
          </Group>
        ) : (
          heading
        )}
        {description ? (
          <Text size="lg" c="dimmed" maw={680}>
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Container>
  )
}
