// Reserva's embed loader (docs/decisions/042-embed.md). A business puts this on its own site:
//   <script src="https://reserva.example/embed.js" data-service="…" data-accent="#0b7285"
//     data-scheme="dark" data-lang="de" async></script>
// and gets the booking pages in a frame right where the tag is, as tall as they are. When
// someone books there, the page hears a `reserva:booked` event with `{ reference }` in its
// detail, dispatched on the frame and bubbling to the document and the window.
// Plain script, no dependencies. It only reads data from the frame's messages: two known
// types, a number and a short string, from the frame it made; it never runs any of it.
;(() => {
  const script = document.currentScript
  if (!script?.src) return
  const origin = new URL(script.src).origin
  const data = script.dataset
  const params = new URLSearchParams()
  if (data.service) params.set('service', data.service)
  if (data.accent) params.set('accent', data.accent)
  if (data.scheme) params.set('scheme', data.scheme)
  if (data.lang) params.set('lang', data.lang)
  // Where the frame sends its messages, for a browser that does not say who framed it.
  params.set('origin', window.location.origin)

  const frame = document.createElement('iframe')
  frame.src = `${origin}/embed/book?${params}`
  // The frame's name for screen readers, in the language the frame shows (data-lang, else the
  // browser's first that Reserva has, as the frame picks it): the booking screen's title
  // (locales/<lang>/booking/flow.ts).
  const titles = {
    en: 'Book a time',
    de: 'Termin buchen',
    fr: 'Réserver un créneau',
    es: 'Reservar cita',
    ja: '予約する',
    ar: 'احجز موعدًا',
  }
  const wanted = [data.lang, ...(navigator.languages || [navigator.language])]
  const lang = wanted
    .map((tag) =>
      String(tag || '')
        .slice(0, 2)
        .toLowerCase(),
    )
    .find((l) => titles[l])
  frame.title = data.title || titles[lang || 'en']
  frame.loading = 'lazy'
  frame.style.cssText = 'display:block;width:100%;height:480px;border:0'
  script.after(frame)

  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return
    const message = event.data
    if (!message || typeof message !== 'object') return
    if (message.type === 'reserva:resize') {
      const height = message.height
      if (typeof height === 'number' && height > 0 && height < 100000) {
        frame.style.height = `${Math.ceil(height)}px`
      }
    } else if (message.type === 'reserva:booked') {
      const reference = message.reference
      if (typeof reference !== 'string' || !/^[A-Z]{3}-[0-9A-Z]{6}$/.test(reference)) return
      frame.dispatchEvent(
        new CustomEvent('reserva:booked', { bubbles: true, detail: { reference } }),
      )
    }
  })
})()
