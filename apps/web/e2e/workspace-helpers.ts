import type { Page } from '@playwright/test'

// The operator dashboard's agenda: a row per booking, its actions in a menu named after it.

/** The button opening a booking's actions ("Actions for Cora …, … at 10:30, RSV-…"). */
export const agendaActions = (page: Page, reference: string) =>
  page.getByRole('button', { name: new RegExp(`^Actions for .*, ${reference}$`) })

/** A booking's row in the agenda. */
export const agendaRow = (page: Page, reference: string) =>
  page.getByRole('listitem').filter({ has: agendaActions(page, reference) })

/** Chooses `action` in a booking's row menu. */
export async function chooseInAgenda(page: Page, reference: string, action: string) {
  await agendaActions(page, reference).click()
  await page.getByRole('menuitem', { name: action }).click()
}

/** The agenda's heading for today: "Today, Thursday 3 December". */
export const todayHeading = (page: Page) =>
  page.getByRole('heading', { level: 3, name: /^Today, / })

/**
 * Opens a section from the staff layout's navigation, through the burger on a phone, and waits
 * for its heading: the link's words, or `heading` when the section's title says more.
 */
export async function openInWorkspace(page: Page, link: string, heading = link) {
  const burger = page.getByRole('button', { name: 'Open workspace navigation' })
  if (await burger.isVisible()) await burger.click()
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: new RegExp(`^${link}`) })
    .click()
  await page.getByRole('heading', { level: 2, name: heading }).waitFor()
}
