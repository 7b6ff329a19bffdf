import { pngBytes } from '../files.ts'
import {
  atItsPath,
  inDays,
  isoDay,
  listAndOne,
  type MatrixRow,
  ownerOnly,
  ownerOrStaff,
  signedIn,
  staffOnOwned,
  v1,
} from './expect.ts'

export const quoteRows: MatrixRow[] = [
  atItsPath('POST', `${v1}/quotes`, signedIn(201), {
    jsonFrom: () => ({ title: 'Wheel rebuild', details: 'Rebuild a rear wheel around a new rim.' }),
  }),
  ...listAndOne(`${v1}/quotes`, (r) => r.quote),
  {
    method: 'POST',
    path: `${v1}/quotes/{id}/offer`,
    expect: staffOnOwned(200),
    request: async (r) => ({
      path: `${v1}/quotes/${(await r.newQuote()).id}/offer`,
      json: {
        priceMinor: 30_000,
        validUntil: inDays(7),
        serviceId: r.serviceId('Custom build'),
      },
    }),
  },
  {
    method: 'POST',
    path: `${v1}/quotes/{id}/reject`,
    expect: staffOnOwned(200),
    request: async (r) => ({
      path: `${v1}/quotes/${(await r.newQuote()).id}/reject`,
      json: { message: 'We do not build those.' },
    }),
  },
  {
    method: 'POST',
    path: `${v1}/quotes/{id}/accept`,
    expect: ownerOnly(200),
    request: async (r) => ({
      path: `${v1}/quotes/${(await r.newQuote({ offered: true })).id}/accept`,
      json: {},
    }),
  },
  {
    method: 'GET',
    path: `${v1}/quotes/{id}/slots`,
    expect: ownerOrStaff(200),
    request: async (r) => ({
      path: `${v1}/quotes/${(await r.newQuote({ offered: true })).id}/slots?from=${isoDay(3)}&to=${isoDay(5)}`,
    }),
  },
  {
    method: 'POST',
    path: `${v1}/quotes/{id}/decline`,
    expect: ownerOnly(200),
    request: async (r) => ({
      path: `${v1}/quotes/${(await r.newQuote({ offered: true })).id}/decline`,
    }),
  },
  {
    method: 'POST',
    path: `${v1}/quotes/{id}/withdraw`,
    expect: ownerOnly(200),
    request: async (r) => ({ path: `${v1}/quotes/${(await r.newQuote()).id}/withdraw` }),
  },
  {
    method: 'POST',
    path: `${v1}/quotes/{id}/messages`,
    expect: ownerOrStaff(201),
    request: (r) => ({ path: `${v1}/quotes/${r.quote.id}/messages`, json: { body: 'Any news?' } }),
  },
  {
    method: 'POST',
    path: `${v1}/quotes/{id}/attachments`,
    expect: ownerOrStaff(201),
    request: async (r) => {
      const form = new FormData()
      form.append('file', new File([pngBytes()], 'rim.png', { type: 'image/png' }))
      return { path: `${v1}/quotes/${(await r.newQuote()).id}/attachments`, body: form }
    },
  },
  {
    method: 'GET',
    path: `${v1}/quotes/{id}/attachments/{attachmentId}`,
    expect: ownerOrStaff(200),
    request: (r) => ({ path: `${v1}/quotes/${r.quote.id}/attachments/${r.attachment.id}` }),
  },
]
