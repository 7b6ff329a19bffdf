import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { dialogProps } from '@/components/dialog-props.ts'

/**
 * A dialog for choosing a time in the month calendar (`children`): what is being chosen for
 * above it, and a footer that says what was chosen, with a button to keep things as they are and
 * one to go ahead. "Change time", staff's "Reschedule" and accepting an offer use it. On a phone
 * it fills the screen; the calendar and times scroll in a region of their own above the footer,
 * so the footer never lies over a time.
 */
export function SlotChoiceModal({
  opened,
  onClose,
  title,
  intro,
  children,
  chosen,
  keepLabel,
  keepShortLabel = keepLabel,
  confirmLabel,
  canConfirm,
  confirming,
  onConfirm,
}: {
  opened: boolean
  onClose: () => void
  title: string
  /** What the choice is for: the booking's time now, the offer's price. */
  intro: ReactNode
  /** The calendar, and under it what went wrong. */
  children: ReactNode
  /** What was chosen, or what to do ("Choose a day, then a time."). */
  chosen: { text: string; done: boolean }
  keepLabel: string
  /** The keep button's word on a phone, where both buttons share one line. */
  keepShortLabel?: string
  confirmLabel: string
  canConfirm: boolean
  confirming: boolean
  onConfirm: () => void
}) {
  const narrow = useMediaQuery('(max-width: 48em)')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={dialogProps.closeButtonProps}
      title={title}
      size={960}
      fullScreen={narrow}
      radius={narrow ? 0 : 'lg'}
      styles={{
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
        content: { display: 'flex', flexDirection: 'column' },
        body: { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 },
      }}
    >
      <Stack gap="md" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }} pb="md">
        {intro}
        {opened ? children : null}
      </Stack>
      <Paper
        withBorder
        radius="md"
        p={narrow ? 'sm' : 'md'}
        bg="var(--reserva-surface-muted)"
        style={{ flexShrink: 0 }}
      >
        <Group justify="space-between" gap="sm">
          <Text aria-live="polite" fw={chosen.done ? 600 : 400} size={narrow ? 'sm' : 'md'}>
            {chosen.text}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Button variant="default" onClick={onClose} size={narrow ? 'sm' : 'md'}>
              {narrow ? keepShortLabel : keepLabel}
            </Button>
            <Button
              onClick={onConfirm}
              disabled={!canConfirm}
              loading={confirming}
              size={narrow ? 'sm' : 'md'}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Modal>
  )
}
