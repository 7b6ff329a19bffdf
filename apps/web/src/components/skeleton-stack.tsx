import { type MantineRadius, type MantineSpacing, Skeleton, Stack } from '@mantine/core'

/** Grey blocks in the shape of a list that is loading: one for each height, top to bottom. */
export function SkeletonStack({
  heights,
  radius,
  gap = 'sm',
}: {
  heights: number[]
  radius?: MantineRadius
  gap?: MantineSpacing
}) {
  return (
    <Stack gap={gap} aria-hidden>
      {heights.map((h, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of blocks that never reorders
        <Skeleton key={index} h={h} radius={radius} />
      ))}
    </Stack>
  )
}
