import { z } from 'zod'

// Zod 4 compiles a fast parser for each object schema with `new Function`, which the server's
// Content-Security-Policy (no 'unsafe-eval') refuses: the browser reports every attempt as a CSP
// issue (Lighthouse's best practices count it). Parsing without it is what happens anyway.
// Imported by main.tsx before any module that builds a schema.
z.config({ jitless: true })
