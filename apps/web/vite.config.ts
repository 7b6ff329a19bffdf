/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { prerenderShell } from './prerender-shell.ts'

// In development the API runs on its own port; in production the server serves this build.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000'

const resolve = { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } }

/**
 * `vite build --mode embed`: the booking pages as other sites frame them (embed.html, /embed/…),
 * built on their own into the same dist/ after the site. A frame on another site has its own
 * HTTP cache (browsers key it by the top-level site), so chunks shared with the site would save a
 * visitor nothing, and splitting them out of the site's entry would make every page heavier.
 */
/** `vite` (development): the embed pages' addresses get embed.html, as the server gives them. */
const embedPagesInDevelopment: Plugin = {
  name: 'reserva:embed-pages',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const [path = '', query] = (request.url ?? '').split('?')
      if (path.startsWith('/embed/')) request.url = `/embed.html${query ? `?${query}` : ''}`
      next()
    })
  },
}

const embedBuild = {
  input: fileURLToPath(new URL('./embed.html', import.meta.url)),
  manifest: '.vite/embed-manifest.json',
}

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [
    react(),
    embedPagesInDevelopment,
    // index.html carries the layout's first frame, painted before the JavaScript has run.
    prerenderShell({ resolve }),
    // Brotli and gzip copies next to each built file (x.js.br, x.js.gz), made once at the highest
    // levels; the server sends the one the browser accepts. From 512 bytes: index.html, the first
    // thing a visit waits for, is about 1 KB and its Brotli copy less than half of that.
    // Only when building the browser's files: the plugin is of no use to the dev server, the unit
    // tests or the server's copy of the page renderer.
    command === 'build' &&
      !isSsrBuild &&
      compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 512, logLevel: 'silent' }),
  ],
  resolve,
  // The server's copy of the page renderer (dist-ssr/) needs none of public/'s files.
  publicDir: isSsrBuild || mode === 'embed' ? false : 'public',
  // …and is one file with its libraries: the server loads it in less than half the time Node takes
  // to resolve and link Mantine's and React's modules one by one.
  ssr: { noExternal: true },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: mode !== 'embed',
    // Vite would gzip every chunk once more only to print its size; the real copies are listed.
    reportCompressedSize: false,
    // Read by scripts/js-budget.mjs: which chunks each screen loads.
    manifest: mode === 'embed' ? embedBuild.manifest : !isSsrBuild,
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          ...(mode === 'embed' ? { input: embedBuild.input } : {}),
          output: {
            // Libraries change far less often than the app: separate chunks stay cached across
            // releases. Markdown's libraries are left to the lazy screens that use them.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam)[\\/]/,
                },
                // With the web's zod config (jitless), which must run before any schema is built: in
                // zod's chunk, it runs before the chunks that build schemas, which import that one.
                { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config\.ts$/ },
                // The pieces the landing page shares with later screens (its data, badge, buttons,
                // title and error), with the library code they use, in one chunk: split by who
                // shares what, a first visit of `/` fetched them in a dozen small files, each
                // compressed on its own.
                {
                  name: 'landing',
                  test: /src[\\/](components[\\/](light-badge|centred-buttons|bare-list)|features[\\/]settings[\\/](hooks[\\/]use-page-title|components[\\/]settings-error)|lib[\\/](api-error|get-services))\.tsx?$/,
                },
              ],
            },
          },
        },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    // Typing into forms with user-event is slow on a loaded 2-core CI machine.
    testTimeout: 30_000,
    // Two files at a time on a 2-core machine too (Vitest's default there is one).
    maxWorkers: 2,
    // A worker runs file after file with the modules it has already loaded: loading React,
    // Mantine and the screens anew for each file cost more than half the suite's time. What a test
    // leaves behind in the browser or a library's store is cleared after it (setup-tests.ts).
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
}))
