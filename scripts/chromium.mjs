// Debian's Chromium, as every tool that drives a browser here starts it (the browser tests, the
// screenshots, the Lighthouse and transfer benchmarks): Playwright's own browser download cannot
// work on this machine (no network for it). CHROMIUM_PATH names another one.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

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
