import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { EmbedApp } from './app/embed/embed-app.tsx'
import { frameLanguage, readEmbedOptions } from './app/embed/embed-options.ts'
import { loadCatalogue } from './lib/i18n/catalogue.ts'
import { browserLanguage } from './lib/i18n/languages.ts'
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

// The words the booking screen needs, before its first render: no key is ever shown for them.
// The business's settings, asked for only when neither the host page nor the browser says the
// language, go into the cache the booking screen reads them from.
frameLanguage({
  asked: options.language,
  browser: browserLanguage(),
  businessDefault: async () => {
    const { publicSettingsQueryOptions } = await import(
      './features/settings/api/get-public-settings.ts'
    )
    return (await queryClient.fetchQuery(publicSettingsQueryOptions())).defaultLanguage
  },
}).then(async (language) => {
  const catalogue = await loadCatalogue(language, ['public', 'errors', 'booking'])
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <EmbedApp options={options} language={{ language, catalogue }} queryClient={queryClient} />
      </StrictMode>,
    ),
  )
})
