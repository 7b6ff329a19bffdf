import '@mantine/core/styles.css'
import './embed.css'

import { Center, Loader, type MantineColorSchemeManager, MantineProvider } from '@mantine/core'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react'
import { Route, Router, Switch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import { I18nProvider, type LoadedCatalogue, useT } from '@/lib/i18n/i18n-context.tsx'
import type { EmbedOptions } from './embed-options.ts'
import { embedTheme } from './embed-theme.ts'
import { type Embedding, EmbeddingContext } from './embedding.ts'
import { postToHost, watchHeight } from './host-messages.ts'

const EmbedBook = lazy(() =>
  import('../routes/embed-book.tsx').then((m) => ({ default: m.Component })),
)

/** Paths the frame shows itself; any other page of the site opens in a new tab. */
export const isEmbedPath = (path: string) => path.startsWith('/embed/')

/** The scheme is the host's choice, remembered nowhere on the visitor's machine. */
const unremembered: MantineColorSchemeManager = {
  get: (fallback) => fallback,
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
}

/**
 * The booking pages as another site shows them in a frame (docs/decisions/042-embed.md): no
 * header, footer or session (a third-party frame gets no cookies, and the flow acts for a
 * visitor), the host's colour and scheme, its height told to the host whenever it changes, and
 * a booking made here told to the host by its reference. A link to any other page of the site
 * (signing in, a quote) opens that page in a new tab. Its words are in the language chosen before
 * it renders (embed.tsx), loaded already.
 */
export function EmbedApp({
  options,
  language,
  queryClient,
}: {
  options: EmbedOptions
  language: LoadedCatalogue
  queryClient: QueryClient
}) {
  const { theme, cssVariablesResolver } = useMemo(() => embedTheme(options.accent), [options])
  const frame = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!frame.current) return
    return watchHeight(frame.current, (height) =>
      postToHost({ type: 'reserva:resize', height }, options.hostOrigin),
    )
  }, [options.hostOrigin])

  // A booking just told to the host: the flow's next step is the site's page of that booking.
  const announced = useRef<string | null>(null)
  const embedding = useMemo<Embedding>(
    () => ({
      booked: (reference) => {
        announced.current = reference
        postToHost({ type: 'reserva:booked', reference }, options.hostOrigin)
      },
    }),
    [options.hostOrigin],
  )

  return (
    <I18nProvider initial={language}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
        forceColorScheme={options.scheme === 'auto' ? undefined : options.scheme}
        colorSchemeManager={unremembered}
      >
        <QueryClientProvider client={queryClient}>
          <EmbeddingContext.Provider value={embedding}>
            <Router
              aroundNav={(go, to, navOptions) => {
                if (isEmbedPath(to)) return go(to, navOptions)
                const reference = announced.current
                if (reference === null) {
                  window.open(new URL(to, window.location.origin), '_blank', 'noopener')
                  return
                }
                // No new tab without a click (browsers block it): the frame shows the reference
                // and offers the booking's page (a guest's manage link) as a link.
                announced.current = null
                navigate(`/embed/book?${new URLSearchParams({ booked: reference })}`, {
                  state: { bookingPage: to },
                })
              }}
            >
              <div ref={frame}>
                <main>
                  <Suspense fallback={<Spinner />}>
                    <Switch>
                      <Route path="/embed/book" component={EmbedBook} />
                      <Route>
                        <CannotShow />
                      </Route>
                    </Switch>
                  </Suspense>
                </main>
              </div>
            </Router>
          </EmbeddingContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  )
}

/** The site's spinner fills the window; here that would set the frame's height by its own. */
function Spinner() {
  const t = useT()
  return (
    <Center role="status" aria-label={t('spinner.loading')} py={48}>
      <Loader aria-hidden />
    </Center>
  )
}

function CannotShow() {
  const t = useT()
  return <p>{t('embedApp.cannotShow')}</p>
}
