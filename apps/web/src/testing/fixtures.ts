import type { PublicSettings } from '@reserva/shared'

export const publicSettings: PublicSettings = {
  name: 'Harbour Lane Studio',
  tagline: 'Haircuts, colour and styling by appointment.',
  contact: {
    email: 'hello@harbourlane.example',
    phone: '+44 20 7946 0958',
    address: '12 Harbour Lane\nBristol',
  },
  timezone: 'Europe/London',
  country: 'GB',
  currency: 'GBP',
  defaultLanguage: 'en',
  aboutMarkdown: '# Our studio\n\nA small, independent studio.',
  privacyMarkdown: '## What we collect\n\nYour name and e-mail address.',
  policies: { cancelCutoffMinutes: 24 * 60, rescheduleCutoffMinutes: 24 * 60, holdMinutes: 10 },
  guests: { booking: 'confirm_first', phone: 'optional' },
}
