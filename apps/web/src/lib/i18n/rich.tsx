import { createElement, Fragment, type ReactNode } from 'react'

// U+2063 INVISIBLE SEPARATOR: no message or value is written with it.
const mark = '\u2063'
const slots = new RegExp(`${mark}(\\w+)${mark}`)

/** A value's stand-in in a message, replaced by an element after translation (`withSlots`). */
export const slot = (name: string) => `${mark}${name}${mark}`

/**
 * A translated sentence with some of its values as elements (a time in bold): the message is
 * filled with `slot(name)` for those values, then each slot becomes its element, wherever the
 * language's word order put it.
 *
 *     withSlots(t('changeLength.text', { start, until: slot('until') }), { until: <strong>{until}</strong> })
 */
export function withSlots(text: string, elements: Record<string, ReactNode>): ReactNode {
  const parts = text.split(slots)
  // Passed as separate children, the parts need no keys.
  return createElement(
    Fragment,
    null,
    ...parts.map((part, index) => (index % 2 === 1 ? (elements[part] ?? null) : part)),
  )
}
