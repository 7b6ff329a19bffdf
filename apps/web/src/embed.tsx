import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { EmbedApp } from './app/embed/embed-app.tsx'
import { readEmbedOptions } from './app/embed/embed-options.ts'
import { loadCatalogue } from './lib/i18n/catalogue.ts'
import { browserLanguage, type Language } from './lib/i18n/languages.ts'
import { createQueryClient } from './lib/query-client.ts'

// The booking pages in another site's frame (embed.html, /embed/…): an entry of their own, with
// none of the site's session, layout or live updates.
const root = document.getElementById('root')
if (!root) throw new Error('embed.html has no #root element')

const options = readEmbedOptions({
  search: window.location.search,
  ancestorOrigin: window.location.ancestorOrigins?.[0],
  referrer: document.referrer,
})
const queryClient = createQueryClient()

/**
 * The frame's language: the one the host page asked for (`lang`), else the first of the browser's
 * languages that Reserva ships, else the business's default, else English. Nothing is remembered:
 * the frame has no language switch, and a third party's storage is not the visitor's choice. The
 * business's settings are asked for only when the browser's languages say nothing, into the cache
 * the booking screen reads them from.
 */
async function frameLanguage(): Promise<Language> {
  const known = options.language ?? browserLanguage()
  if (known) return known
  try {
    const { publicSettingsQueryOptions } = await import(
      './features/settings/api/get-public-settings.ts'
    )
    return (await queryClient.fetchQuery(publicSettingsQueryOptions())).defaultLanguage
  } catch {
    // The screen asks again and says so if it fails; its words are English meanwhile.
    return 'en'
  }
}

// The words the booking screen needs, before its first render: no key is ever shown for them.
frameLanguage().then(async (language) => {
  const catalogue = await loadCatalogue(language, ['public', 'errors', 'booking'])
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <EmbedApp options={options} language={{ language, catalogue }} queryClient={queryClient} />
      </StrictMode>,
    ),
  )
})
