import { Flex, type MantineSpacing } from '@mantine/core'
import type { ReactNode } from 'react'

/** A page's main buttons, centred side by side; stacked at full width on a phone. */
export function CentredButtons({ mt, children }: { mt: MantineSpacing; children: ReactNode }) {
  return (
    <Flex
      direction={{ base: 'column', xs: 'row' }}
      justify="center"
      gap="sm"
      mt={mt}
      w={{ base: '100%', xs: 'auto' }}
    >
      {children}
    </Flex>
  )
}
