/**
 * Where each language's areas after the first paint are (lib/i18n/catalogue.ts): a chunk of its
 * own, so that the entry does not carry the addresses of every language's every area.
 */
export const areaLoaders = import.meta.glob<{ messages: Record<string, unknown> }>([
  '../../locales/*/*.ts',
  '!**/public.ts',
  '!**/auth.ts',
  '!**/booking.ts',
  '!**/index.ts',
  '!**/*.test.ts',
])
