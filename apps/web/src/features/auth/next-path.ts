/**
 * The `next` of /signin?next=…, if it is a path on this site; anything else (another site,
 * "//host", a scheme) is dropped so the sign-in screen cannot be used to send people away.
 */
export function safeNextPath(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null
  try {
    const url = new URL(next, 'http://reserva.invalid')
    if (url.origin !== 'http://reserva.invalid') return null
    return url.pathname + url.search + url.hash
  } catch {
    return null
  }
}

/** A mode of /signin (`forgot`, `code`, `sso`; null for the password), keeping `next`. */
export const signInModeLink = (mode: string | null, next: string | null) => {
  const params = new URLSearchParams()
  if (mode) params.set('mode', mode)
  if (next) params.set('next', next)
  const query = params.toString()
  return query ? `/signin?${query}` : '/signin'
}
