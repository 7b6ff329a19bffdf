import { beforeEach, describe, expect, it } from 'vitest'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { FakeXhr, fileOf, stubXhr } from '@/testing/quote-fixtures.ts'
import { getAttachmentUrl, uploadAttachment } from './attachments.ts'

const ids = { quoteId: 'q-1', attachmentId: 'a-1' }

beforeEach(() => {
  stubXhr()
})

describe('attachments', () => {
  it('answer with the signed address to open', async () => {
    stubFetch({
      '/api/v1/quotes/q-1/attachments/a-1': () =>
        jsonResponse({ url: 'https://files.example/quote/a-1?sig=abc' }),
    })
    expect(await getAttachmentUrl(ids)).toBe('https://files.example/quote/a-1?sig=abc')
  })

  it('never open an address that is not a web address', async () => {
    stubFetch({
      '/api/v1/quotes/q-1/attachments/a-1': () => jsonResponse({ url: 'javascript:alert(1)' }),
    })
    await expect(getAttachmentUrl(ids)).rejects.toMatchObject({ code: 'unexpected_response' })
  })

  it('name a refusal by a proxy without our error body by its status', async () => {
    const upload = uploadAttachment({ quoteId: 'q-1', file: fileOf('big.png', 'image/png') })
    const xhr = FakeXhr.requests[0] as FakeXhr
    xhr.status = 413
    xhr.responseText = '<html>Request Entity Too Large</html>'
    xhr.onload?.()
    await expect(upload).rejects.toMatchObject({ code: 'storage.too_large', status: 413 })
  })

  it('say the connection failed when there was no answer', async () => {
    const upload = uploadAttachment({ quoteId: 'q-1', file: fileOf('a.png', 'image/png') })
    FakeXhr.requests[0]?.onerror?.()
    await expect(upload).rejects.toMatchObject({ code: 'network_error', status: 0 })
  })
})
