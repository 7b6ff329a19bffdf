import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { EmbedApp } from './app/embed/embed-app.tsx'
import { readEmbedOptions } from './app/embed/embed-options.ts'

// The booking pages in another site's frame (embed.html, /embed/…): an entry of their own, with
// none of the site's session, layout or live updates.
const root = document.getElementById('root')
if (!root) throw new Error('embed.html has no #root element')

const options = readEmbedOptions({
  search: window.location.search,
  ancestorOrigin: window.location.ancestorOrigins?.[0],
  referrer: document.referrer,
})

startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <EmbedApp options={options} />
    </StrictMode>,
  ),
)
