// Debian's Chromium, as every tool that drives a browser here starts it (the browser tests, the
// screenshots, the Lighthouse and transfer benchmarks): Playwright's own browser download cannot
// work on this machine (no network for it). CHROMIUM_PATH names another one.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Debian's build of Chromium's old headless shell (package chromium-headless-shell), what
 * Playwright itself runs for headless tests: the same Blink and V8 without the full browser
 * around them. The browser tests run in it: about a third less CPU than the full browser on
 * this 2-core machine. The screenshots and benchmarks keep the full browser (`chromiumPath`).
 * HEADLESS_SHELL_PATH names another one.
 */
export const headlessShellPath =
  process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'

/** No sandbox (CI runs as root), no GPU, and none of the browser's own network chatter. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
