/** The main navigation, shared by the header, the phone menu and the footer. */
export const navItems = [
  { to: '/book', label: 'Book' },
  { to: '/quote', label: 'Quote' },
  { to: '/about', label: 'About' },
] as const
