import type { Booking, Quote, Service } from '@reserva/shared'
import { act } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import {
  bookingFixture,
  safetyCheck as bookingSafetyCheck,
  customBuild,
  eachTestAtNow as eachBookingTestAtNow,
  freezeDate,
  NOW,
  slot,
  slotsHandler,
} from '@/testing/booking-fixtures.ts'
import { jsonResponse } from '@/testing/fetch-stub.ts'

/**
 * Quote screens' test data, on the booking screens' clock (Wednesday 20 November 2030, 08:00 UTC)
 * and services.
 */
export { customBuild, freezeDate, NOW, slotsHandler }

/**
 * Every test of the file runs at NOW, and the real clock comes back after each. With `uploads`,
 * files go to a fake XMLHttpRequest and the request form's draft (sessionStorage) is forgotten.
 */
export function eachTestAtNow({ uploads = false }: { uploads?: boolean } = {}) {
  eachBookingTestAtNow()
  if (!uploads) return
  beforeEach(() => {
    stubXhr()
  })
  afterEach(() => {
    sessionStorage.clear()
  })
}

/** The Safety check as an hour's job, the length of the offers below. */
export const safetyCheck: Service = { ...bookingSafetyCheck, durationMinutes: 60 }

export const services = [safetyCheck, customBuild]

/** Safety check: Monday 25 November 2030 at 10:30 and 14:00 (London = UTC in winter). */
export const mondaySlots = [
  slot('2030-11-25T10:30:00.000Z', 60),
  slot('2030-11-25T14:00:00.000Z', 60),
]

/** What a closed quote still allows anyone: messages, nothing else. */
export const noActions = {
  offer: false,
  reject: false,
  accept: false,
  decline: false,
  withdraw: false,
  message: true,
}

export const quoteFixture = (overrides: Partial<Quote> = {}): Quote => ({
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  reference: 'QTE-7K3F9Q',
  status: 'requested',
  title: 'Touring bike build',
  details: 'A steel touring bike for a long trip, with racks and dynamo lights.',
  preferredDates: ['2030-11-25', '2030-11-27'],
  partySize: 1,
  service: { id: customBuild.id, name: customBuild.name },
  customer: { id: 'user-1', name: 'Cora Customer', email: 'cora@example.com' },
  offer: null,
  bookingId: null,
  bookingReference: null,
  timezone: 'Europe/London',
  createdAt: '2030-11-18T09:15:00.000Z',
  updatedAt: '2030-11-18T09:15:00.000Z',
  messages: [],
  attachments: [],
  can: { ...noActions, withdraw: true },
  ...overrides,
})

/** An offer of £420.00 as a Safety check, Monday 25 November 10:30, valid to the 30th. */
export const offeredQuote = (
  offer: Partial<NonNullable<Quote['offer']>> = {},
  overrides: Partial<Quote> = {},
) =>
  quoteFixture({
    status: 'offered',
    offer: {
      priceMinor: 42000,
      currency: 'GBP',
      validUntil: '2030-11-30T23:59:00.000Z',
      service: { id: safetyCheck.id, name: safetyCheck.name },
      durationMinutes: 60,
      resource: null,
      proposedStart: '2030-11-25T10:30:00.000Z',
      proposedEnd: '2030-11-25T11:30:00.000Z',
      message: 'Steel frame, hand-built wheels.',
      offeredAt: '2030-11-19T10:00:00.000Z',
      ...offer,
    },
    can: { ...noActions, accept: true, decline: true, withdraw: true },
    ...overrides,
  })

/** The confirmed booking an accepted offer of an hour at `start` makes. */
export const bookingFor = (start: string): Booking =>
  bookingFixture({
    id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    start,
    end: new Date(Date.parse(start) + 3_600_000).toISOString(),
    priceMinor: 42000,
    notes: 'Quote QTE-7K3F9Q: Touring bike build',
    source: 'quote',
    resource: { id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', name: 'Alex Morgan' },
  })

export const errorResponse = (code: string, status: number, details?: unknown) =>
  jsonResponse(
    { error: { code, message: 'Server wording the app must not show', details } },
    status,
  )

export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}'))

/**
 * XMLHttpRequest as the upload sees it (happy-dom's would go to the network): each request waits
 * for the test to report progress and answer.
 */
export class FakeXhr {
  static requests: FakeXhr[] = []
  method = ''
  url = ''
  withCredentials = false
  status = 0
  responseText = ''
  body: FormData | null = null
  upload: { onprogress: ((event: ProgressEventInit) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body
    FakeXhr.requests.push(this)
  }
  abort() {
    this.onabort?.()
  }
  /** The file's name as sent in the `file` field. */
  get fileName() {
    return (this.body?.get('file') as File | null)?.name
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }))
  }
  respond(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    act(() => this.onload?.())
  }
}

export const stubXhr = () => {
  FakeXhr.requests = []
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
}

/** The customer's photo of their frame, attached to their request. */
export const framePhoto = {
  id: '34343434-3434-4434-8434-343434343434',
  name: 'frame.png',
  size: 204800,
  mimeType: 'image/png',
  createdAt: '2030-11-18T09:16:00.000Z',
}

export const attachmentFor = (name: string, size = 1200) => ({
  attachment: {
    id: '99999999-9999-4999-8999-999999999999',
    name,
    size,
    mimeType: 'image/png',
    createdAt: NOW.toISOString(),
  },
})

/** A file of `size` bytes, without allocating them. */
export const fileOf = (name: string, type: string, size = 1200) => {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}
