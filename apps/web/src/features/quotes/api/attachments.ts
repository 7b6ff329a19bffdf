import { errorBodySchema, quoteAttachmentSchema } from '@reserva/shared'
import { z } from 'zod'
import { answerOf } from '@/lib/answer-of.ts'
import {
  ApiError,
  type ApiErrorCode,
  apiRequest,
  networkError,
  parseJsonText,
  readAnswer,
} from '@/lib/api-client.ts'
import { errorFromAnswer } from '@/lib/error-from-answer.ts'

export type Attachment = z.infer<typeof quoteAttachmentSchema>

const attachmentAnswer = answerOf('attachment', quoteAttachmentSchema)

// What a proxy in front of the server may answer without our JSON error body.
const codeByStatus: Partial<Record<number, ApiErrorCode>> = {
  413: 'storage.too_large',
  415: 'storage.type_not_allowed',
}

function errorFrom(xhr: XMLHttpRequest): ApiError {
  const payload = parseJsonText(xhr.responseText)
  if (errorBodySchema.safeParse(payload).success) return errorFromAnswer(xhr.status, payload)
  return new ApiError({
    code: codeByStatus[xhr.status] ?? 'unexpected_response',
    message: `The server answered with an unexpected error (HTTP ${xhr.status}).`,
    status: xhr.status,
  })
}

/**
 * Uploads one file to a quote as multipart form data (one `file` field). XMLHttpRequest rather
 * than fetch: only it reports upload progress. `onProgress` gets a fraction from 0 to 1.
 */
export function uploadAttachment({
  quoteId,
  file,
  onProgress,
  signal,
}: {
  quoteId: string
  file: File
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `/api/v1/quotes/${encodeURIComponent(quoteId)}/attachments`)
    xhr.withCredentials = true
    xhr.setRequestHeader('accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFrom(xhr))
        return
      }
      try {
        const attachment = readAnswer(attachmentAnswer, parseJsonText(xhr.responseText), xhr.status)
        onProgress?.(1)
        resolve(attachment)
      } catch (error) {
        reject(error)
      }
    }
    xhr.onerror = () => reject(networkError(undefined))
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    const form = new FormData()
    form.append('file', file, file.name)
    xhr.send(form)
  })
}

// Only a web address is opened: never a javascript: or data: one, whoever wrote it.
const webAddress = z.string().refine((url) => {
  try {
    return ['http:', 'https:'].includes(new URL(url, window.location.origin).protocol)
  } catch {
    return false
  }
})

/** A short-lived address of an attachment, for its customer or staff. */
export const getAttachmentUrl = ({
  quoteId,
  attachmentId,
}: {
  quoteId: string
  attachmentId: string
}) =>
  apiRequest(
    `/api/v1/quotes/${encodeURIComponent(quoteId)}/attachments/${encodeURIComponent(attachmentId)}`,
    { schema: answerOf('url', webAddress) },
  )
