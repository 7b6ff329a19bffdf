/** The app's mark, the same drawing as public/favicon.svg. Decorative: the name beside it is the text. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-brand-6)" />
      <rect
        x="7"
        y="9"
        width="18"
        height="16"
        rx="2.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
      />
      <path d="M7 14h18M12 6.5v5M20 6.5v5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <path
        d="m12.5 19.5 2.5 2.5 4.5-4.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
