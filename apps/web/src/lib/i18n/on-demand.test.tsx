import { act, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { messages as germanAdmin } from '@/locales/de/admin.ts'
import { messages as germanErrors } from '@/locales/de/errors.ts'
import { messages as germanPublic } from '@/locales/de/public.ts'
import { messages as germanWorkspace } from '@/locales/de/workspace.ts'
import { messages as englishWorkspace } from '@/locales/en/workspace.ts'

// The areas asked for so far live in i18n-context's module for the page's life: each test starts
// from a fresh copy of it, as a page load does, whatever the tests before it asked for.
let translate: typeof import('./active.ts').translate
let loadCatalogue: typeof import('./catalogue.ts').loadCatalogue
let areasShown: typeof import('./i18n-context.tsx').areasShown
let I18nProvider: typeof import('./i18n-context.tsx').I18nProvider
let needAreas: typeof import('./i18n-context.tsx').needAreas
let useT: typeof import('./i18n-context.tsx').useT

beforeEach(async () => {
  vi.resetModules()
  ;({ translate } = await import('./active.ts'))
  ;({ loadCatalogue } = await import('./catalogue.ts'))
  ;({ areasShown, I18nProvider, needAreas, useT } = await import('./i18n-context.tsx'))
})

/** One word of the public area, one of a customer's area and one of the workspace's. */
function Words() {
  const t = useT()
  return (
    <ul>
      <li data-testid="public">{t('layout.signIn')}</li>
      <li data-testid="errors">{t('error.not_found')}</li>
      <li data-testid="workspace">{t('operatorDashboard.title')}</li>
    </ul>
  )
}

const shown = (area: string) => screen.getByTestId(area).textContent

describe('a catalogue loaded in parts', () => {
  it('shows a workspace word as its key until a workspace screen asks for its area, then in German', async () => {
    const catalogue = await loadCatalogue('de', ['public'])
    render(
      <I18nProvider initial={{ language: 'de', catalogue, partial: true }}>
        <Words />
      </I18nProvider>,
    )
    // The first render has the public area only.
    expect(shown('public')).toBe(germanPublic['layout.signIn'])
    expect(shown('workspace')).toBe('operatorDashboard.title')

    // The customer's areas come after the first paint; the workspace's do not come with them.
    await waitFor(() => expect(shown('errors')).toBe(germanErrors['error.not_found']))
    expect(shown('workspace')).toBe('operatorDashboard.title')

    await act(() => needAreas(['workspace']))
    expect(shown('workspace')).toBe(germanWorkspace['operatorDashboard.title'])
    expect(shown('workspace')).not.toBe(englishWorkspace['operatorDashboard.title'])
    expect(shown('public')).toBe(germanPublic['layout.signIn'])
  })

  it('lets a screen opened right after the first paint wait for the rest of the catalogue', async () => {
    const catalogue = await loadCatalogue('de', ['public'])
    render(
      <I18nProvider initial={{ language: 'de', catalogue, partial: true }}>
        <Words />
      </I18nProvider>,
    )
    expect(shown('errors')).toBe('error.not_found')
    // What a screen's first render would read, once its load has waited.
    let read = ''
    await act(async () => {
      await areasShown()
      read = translate('error.not_found')
    })
    expect(read).toBe(germanErrors['error.not_found'])
    expect(shown('errors')).toBe(germanErrors['error.not_found'])
  })

  it('waits for a provider that is not mounted yet when a screen asks first', async () => {
    function AdminWord() {
      const t = useT()
      return <p data-testid="admin">{t('settingsForm.form')}</p>
    }
    // A screen's chunk is fetched during the first render, before the provider's effects run.
    const asked = needAreas(['admin'])
    const catalogue = await loadCatalogue('de', ['public'])
    render(
      <I18nProvider initial={{ language: 'de', catalogue, partial: true }}>
        <AdminWord />
      </I18nProvider>,
    )
    await act(() => asked)
    expect(screen.getByTestId('admin').textContent).toBe(germanAdmin['settingsForm.form'])
  })
})
