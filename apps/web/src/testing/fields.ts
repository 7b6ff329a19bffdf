import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/**
 * What assistive technology reads with a field besides its label: the texts its aria-describedby
 * points to (its description and, when it has one, its error).
 */
export const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

/** Whether the field is marked invalid for assistive technology. */
export const isInvalid = (field: HTMLElement) => field.getAttribute('aria-invalid') === 'true'

/** The texts of a list's items, in order, as a screen reader goes through them. */
export const listItemTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent)

/** Clicks the button named `action`, then the one that confirms it (`confirm`) in what follows. */
export async function clickAndConfirm(
  user: UserEvent,
  { action, confirm }: { action: string; confirm: string },
) {
  await user.click(await screen.findByRole('button', { name: action }))
  // A dialog's code may be fetched when it is first asked for (a lazy chunk).
  await user.click(await screen.findByRole('button', { name: confirm }))
}
