/**
 * Props for a Mantine Button whose words may take two lines on a phone, in a language with long
 * ones ("Cerrar sesión en todos los demás dispositivos"), instead of being cut off.
 */
export const wrapping = {
  h: 'auto',
  mih: 36,
  py: 6,
  styles: { label: { whiteSpace: 'normal', lineHeight: 1.3 } },
} as const
