import type { MessageKey } from '@/lib/i18n/catalogue.ts'

/** The main navigation, shared by the header, the phone menu and the footer. */
export const navItems = [
  { to: '/book', label: 'nav.book' },
  { to: '/quote', label: 'nav.quote' },
  { to: '/about', label: 'nav.about' },
] as const satisfies { to: string; label: MessageKey }[]
