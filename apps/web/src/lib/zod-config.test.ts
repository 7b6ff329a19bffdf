import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import './zod-config.ts'

describe('zod in the browser', () => {
  it('parses without compiling code, which the Content-Security-Policy refuses', () => {
    expect(z.config().jitless).toBe(true)
  })
})
