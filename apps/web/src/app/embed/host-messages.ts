/**
 * What the embedded booking pages tell the page around them; public/embed.js reads these, and a
 * business that writes its own <iframe> can too. Data only: the loader never runs any of it.
 */
export type HostMessage =
  | { type: 'reserva:resize'; height: number }
  | { type: 'reserva:booked'; reference: string }

/**
 * Posts `message` to the frame's parent, to `hostOrigin` when it is known (a booking's reference
 * then reaches that site only), otherwise to any. Nothing when the pages are not in a frame.
 */
export function postToHost(message: HostMessage, hostOrigin: string | null) {
  if (window.parent === window) return
  window.parent.postMessage(message, hostOrigin ?? '*')
}

/**
 * Calls `report` with the element's height in whole pixels now and whenever it changes: the
 * host's frame takes that height, so the pages never scroll inside it. Returns the way to stop.
 */
export function watchHeight(element: HTMLElement, report: (height: number) => void) {
  let last = -1
  const measure = () => {
    const height = Math.ceil(element.getBoundingClientRect().height)
    if (height === last) return
    last = height
    report(height)
  }
  const observer = new ResizeObserver(measure)
  observer.observe(element)
  measure()
  return () => observer.disconnect()
}
