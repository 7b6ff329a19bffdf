import { isLanguage, type Language } from '@/lib/i18n/languages.ts'

/** How the host page asked the embedded booking pages to look, from their address. */
export type EmbedOptions = {
  /** The business's colour, as `#rrggbb`; null: Reserva's own. */
  accent: string | null
  scheme: 'light' | 'dark' | 'auto'
  /** The host page's origin, where messages go; null when unknown (then to any). */
  hostOrigin: string | null
  /** The language the host page asked for (`lang`, one Reserva ships); null: the visitor's. */
  language: Language | null
}

const hexColour = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

/** `#abc` or `#aabbcc` as `#aabbcc`, lower case; null for anything else. */
export function readAccent(value: string | null): string | null {
  if (value === null || !hexColour.test(value)) return null
  const digits = value.slice(1).toLowerCase()
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`
}

/** An http(s) origin exactly as `URL` writes one; null for anything else ("null" included). */
export function readOrigin(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return url.origin === value ? value : null
  } catch {
    return null
  }
}

/**
 * The options in the frame's address (`accent`, `scheme`, `origin`, `lang`). A bad value is ignored, not
 * an error: a typo in a host page's snippet still shows the booking pages, in Reserva's colours.
 * The host's origin is the browser's word where it gives it (`location.ancestorOrigins`), the
 * loader's `origin` otherwise, else the referrer's.
 */
export function readEmbedOptions({
  search,
  ancestorOrigin,
  referrer,
}: {
  search: string
  ancestorOrigin?: string
  referrer?: string
}): EmbedOptions {
  const params = new URLSearchParams(search)
  const scheme = params.get('scheme')
  const language = params.get('lang')
  const referrerOrigin = () => {
    try {
      return readOrigin(referrer ? new URL(referrer).origin : null)
    } catch {
      return null
    }
  }
  return {
    accent: readAccent(params.get('accent')),
    scheme: scheme === 'light' || scheme === 'dark' ? scheme : 'auto',
    language: isLanguage(language) ? language : null,
    hostOrigin:
      ancestorOrigin !== undefined
        ? readOrigin(ancestorOrigin)
        : (readOrigin(params.get('origin')) ?? referrerOrigin()),
  }
}

/**
 * The frame's language: the one the host page asked for (`lang`), else the first of the browser's
 * languages that Reserva ships, else the business's default (asked of the server only then), else
 * English. Nothing is remembered: the frame has no language switch, and a third party's storage is
 * not the visitor's choice.
 */
export async function frameLanguage({
  asked,
  browser,
  businessDefault,
}: {
  asked: Language | null
  browser: Language | undefined
  businessDefault: () => Promise<Language>
}): Promise<Language> {
  const known = asked ?? browser
  if (known) return known
  try {
    return await businessDefault()
  } catch {
    // The screen asks for the settings again and says so if that fails; English meanwhile.
    return 'en'
  }
}
