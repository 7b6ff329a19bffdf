// Types for chromium.mjs, which the browser tests' TypeScript config imports.
export const chromiumPath: string
export const headlessShellPath: string
export const chromiumArgs: string[]
