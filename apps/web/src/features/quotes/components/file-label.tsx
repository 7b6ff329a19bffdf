import { Text } from '@mantine/core'
import { IconFileText } from '@/components/icons.tsx'
import { fileSize } from '@/lib/file-size.ts'

/** A file's icon, name and size, the name cut short with an ellipsis where the row is narrow. */
export function FileLabel({ file }: { file: { name: string; size: number } }) {
  return (
    <>
      <IconFileText size={18} style={{ flexShrink: 0 }} />
      <Text size="sm" truncate="end" miw={0}>
        {file.name}{' '}
        <Text span size="xs" c="dimmed">
          ({fileSize(file.size)})
        </Text>
      </Text>
    </>
  )
}
