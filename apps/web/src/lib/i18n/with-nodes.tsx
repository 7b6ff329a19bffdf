import { Fragment, type ReactNode } from 'react'

/**
 * Placeholders kept as they are, for a message whose places hold elements rather than words:
 * `t('admin.createOnServer', holes('command'))` gives "… with {command}.", for `withNodes`.
 */
export const holes = <Name extends string>(...names: Name[]) =>
  Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<Name, string>

/**
 * A translated sentence with elements (a link, a code sample, a button) where its placeholders
 * are: each language puts them where its word order wants them, and the sentence stays one
 * message rather than pieces joined in English's order.
 */
export function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  // Split with a capturing group: the text is at even places, the placeholders' names at odd ones.
  const parts = text.split(/\{(\w+)\}/)
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 0 ? (
          part
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, in order.
          <Fragment key={index}>{part in nodes ? nodes[part] : `{${part}}`}</Fragment>
        ),
      )}
    </>
  )
}
