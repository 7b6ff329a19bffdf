import { z } from 'zod'

// Zod 4 compiles a fast parser for each object schema with `new Function`, which the server's
// Content-Security-Policy (no 'unsafe-eval') refuses: the browser reports every attempt as a CSP
// issue (Lighthouse's best practices count it). Parsing without it is what happens anyway.
// Zod decides when a schema is built, so this must run before any is: vite.config.ts puts this
// file in zod's own chunk, which runs before every chunk that imports zod (main.tsx imports it
// too, for the development server and the order within the entry).
z.config({ jitless: true })
