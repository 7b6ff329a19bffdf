import { Box, type MantineSpacing } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './centred-buttons.module.css'

/**
 * A page's main buttons, centred side by side; stacked at full width on a phone. Laid out by its
 * stylesheet rather than Flex's responsive props: the home page's first JavaScript does without
 * Flex and its runtime styles.
 */
export function CentredButtons({ mt, children }: { mt: MantineSpacing; children: ReactNode }) {
  return (
    <Box mt={mt} className={classes.buttons}>
      {children}
    </Box>
  )
}
