import { Text } from '@mantine/core'
import { IconFileText } from '@/components/icons.tsx'
import { useQuoteFormat } from '../hooks/use-quote-format.ts'

/** A file's icon, name and size, the name cut short with an ellipsis where the row is narrow. */
export function FileLabel({ file }: { file: { name: string; size: number } }) {
  const format = useQuoteFormat()
  return (
    <>
      <IconFileText size={18} style={{ flexShrink: 0 }} />
      <Text size="sm" truncate="end" miw={0}>
        {file.name}{' '}
        <Text span size="xs" c="dimmed">
          ({format.size(file.size)})
        </Text>
      </Text>
    </>
  )
}
