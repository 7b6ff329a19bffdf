import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { dataChanged } from '@/lib/query-keys.ts'
import { uploadAttachment } from '../api/attachments.ts'

export type Upload = {
  key: string
  file: File
  /** 0 to 1. */
  progress: number
  state: 'waiting' | 'uploading' | 'done' | 'failed'
  error: unknown
}

/**
 * Files being sent to a quote, one after another, each with its progress and its own outcome: one
 * refused file does not stop the others.
 */
export function useUploads() {
  const [uploads, setUploads] = useState<Upload[]>([])
  const nextKey = useRef(0)
  const queryClient = useQueryClient()

  const update = useCallback((key: string, change: Partial<Upload>) => {
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)))
  }, [])

  const send = useCallback(
    async (quoteId: string, item: Upload) => {
      update(item.key, { state: 'uploading', progress: 0, error: null })
      try {
        await uploadAttachment({
          quoteId,
          file: item.file,
          onProgress: (progress) => update(item.key, { progress }),
        })
        update(item.key, { state: 'done', progress: 1 })
      } catch (error) {
        update(item.key, { state: 'failed', error })
      }
    },
    [update],
  )

  const refresh = useCallback(() => {
    void dataChanged(queryClient, 'quotes')
  }, [queryClient])

  /** Sends `files` to the quote; resolves when every one has succeeded or failed. */
  const start = useCallback(
    async (quoteId: string, files: File[]) => {
      const items: Upload[] = files.map((file) => ({
        key: `upload-${nextKey.current++}`,
        file,
        progress: 0,
        state: 'waiting',
        error: null,
      }))
      setUploads((list) => [...list, ...items])
      for (const item of items) await send(quoteId, item)
      refresh()
    },
    [send, refresh],
  )

  const retry = useCallback(
    async (quoteId: string, item: Upload) => {
      await send(quoteId, item)
      refresh()
    },
    [send, refresh],
  )

  const busy = uploads.some((item) => item.state === 'waiting' || item.state === 'uploading')
  return { uploads, start, retry, busy }
}
