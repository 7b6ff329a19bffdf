import { createServer, type Plugin, type UserConfig } from 'vite'

/** Where the shell is rendered from (app/shell/prerender.tsx says what it is). */
const shellModule = '/src/app/shell/prerender.tsx'
const emptyRoot = '<div id="root"></div>'

/**
 * Puts the page shell into the built index.html, inside #root, so that a first visit paints the
 * layout's frame before any JavaScript has run (issue #11); createRoot replaces it with the live
 * app. Rendered with react-dom/server at build time only, from the app's own components through a
 * Vite server in middleware mode, so that CSS modules get the class names the build gives them
 * and the shell cannot drift from the layout.
 */
export function prerenderShell({ resolve }: { resolve: UserConfig['resolve'] }): Plugin {
  let root = process.cwd()
  return {
    name: 'reserva:prerender-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { path }) {
        // The embed pages (embed.html) have no site layout to paint.
        if (path !== '/index.html') return html
        if (!html.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot} to fill`)
        const server = await createServer({
          configFile: false,
          root,
          resolve,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        })
        try {
          const { renderShell } = (await server.ssrLoadModule(shellModule)) as {
            renderShell: () => string
          }
          const shell = renderShell()
          // The server's CSP allows one inline script, index.html's colour-scheme one.
          if (shell.includes('<script')) throw new Error('the page shell must hold no script')
          return html.replace(emptyRoot, `<div id="root">${shell}</div>`)
        } finally {
          await server.close()
        }
      },
    },
  }
}
