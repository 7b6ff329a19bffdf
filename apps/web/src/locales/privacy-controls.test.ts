import { languageCodes } from '@reserva/shared/languages'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '@/lib/i18n/catalogue.ts'

// The privacy page names the dashboard's cards in its own words (its route does not load the
// account area), so a renamed card must show up here rather than as a dead signpost.

/** The data-export card's title, until its key is in the account area of every language. */
const dataExportTitles: Record<string, string> = {
  en: 'Download your data',
  de: 'Ihre Daten herunterladen',
  es: 'Descargar sus datos',
  fr: 'Télécharger vos données',
  ja: 'データのダウンロード',
  ar: 'تنزيل بياناتك',
}

describe.each(languageCodes)('the privacy page in %s', (language) => {
  // Arabic reads right to left, so its path points that way.
  const arrow = language === 'ar' ? ' ← ' : ' → '
  const words = async () => {
    const booking = (await loadCatalogue(language, ['booking'])) as Record<string, unknown>
    const account = (await loadCatalogue(language, ['account'])) as Record<string, unknown>
    const text = (key: string) => {
      const value = key in booking ? booking[key] : account[key]
      if (typeof value !== 'string') throw new Error(`${language}: no text for ${key}`)
      return value
    }
    return { text, account }
  }

  it('names the dashboard, its sections and its cards as the dashboard shows them', async () => {
    const { text } = await words()
    const path = (...keys: string[]) => keys.map(text).join(arrow)
    expect(text('privacy.controls.detailsWhere')).toBe(
      path('customerDashboard.title', 'customerDashboard.profile', 'customerDashboard.details'),
    )
    expect(text('privacy.controls.emailWhere')).toBe(
      path('customerDashboard.title', 'customerDashboard.security', 'emailChange.title'),
    )
    expect(text('privacy.controls.deleteWhere')).toBe(
      path(
        'customerDashboard.title',
        'customerDashboard.security',
        'customerDashboard.deleteAccount',
      ),
    )
  })

  it('names the data-export card as the dashboard does', async () => {
    const { text, account } = await words()
    const section = [text('customerDashboard.title'), text('customerDashboard.security')]
    expect(text('privacy.controls.exportWhere')).toBe(
      [...section, dataExportTitles[language]].join(arrow),
    )
    // The card's key arrives with the data export's screen; until then the title above stands in
    // for it, and once it is there the privacy page must follow any change to it.
    if ('dataExport.title' in account) {
      expect(text('privacy.controls.exportWhere')).toBe(
        [...section, text('dataExport.title')].join(arrow),
      )
    }
  })
})
