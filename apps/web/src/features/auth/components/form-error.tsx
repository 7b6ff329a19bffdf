import { Alert, List } from '@mantine/core'
import { IconAlertCircle } from '@/components/icons.tsx'
import type { ErrorText } from '../errors.ts'

/** A form's error, announced when it appears (role=alert). */
export function FormError({ text }: { text: ErrorText | null }) {
  if (!text) return null
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={text.message}
      styles={{ title: { color: 'var(--mantine-color-red-9)', marginBottom: text.items ? 4 : 0 } }}
    >
      {text.items && text.items.length > 0 ? (
        <List size="sm" spacing={2} c="red.9">
          {text.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  )
}
