import path from 'node:path'

/**
 * The server package's folder (apps/server). This file sits one level below it both as source
 * (src/paths.ts) and once bundled (dist/index.js, see build.mjs), so paths built from here hold
 * in both: the migrations, and the web app's build next door.
 */
export const serverRoot = path.resolve(import.meta.dirname, '..')
