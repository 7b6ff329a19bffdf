// The browser-side rules every page and answer goes out with (app.ts sets them as headers).

/**
 * The one inline script the web app has: apps/web/index.html sets the colour scheme (and marks a
 * remembered session) before the first paint. Allowed by its hash alone; app.test.ts fails when the script and this differ.
 */
export const colorSchemeScriptHash = "'sha256-ax/Qla/mF7CwrSHVfa87R8cAKd/LaULTNZ/4iH5rkkg='"

/**
 * The embed pages' one inline script (apps/web/embed.html): the colour scheme the host page asked
 * for, before the first paint. Allowed on those pages only; app.test.ts keeps the two in step.
 */
export const embedSchemeScriptHash = "'sha256-/+4NiSItf1H1px4CWTxbo5odDT6VJtFGGQSFZ7qKLxs='"

/**
 * The policy the web app runs under; Mantine writes its CSS variables in a <style> element.
 * `connect-src 'self'` covers the live socket too: CSP Level 3 lets 'self' match ws: and wss: on
 * the page's own host and port, and the web app opens its socket there only (`defaultRealtimeUrl`);
 * the bare schemes `ws:` `wss:` would let a script injected into a page talk to any host.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", colorSchemeScriptHash],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
}

/**
 * The app uses none of these; a page that is tricked into asking still cannot. Only features
 * Chromium knows: an unknown one makes it log a warning on every page (Bluetooth is one).
 */
export const permissionsPolicy = {
  accelerometer: [],
  browsingTopics: [],
  camera: [],
  displayCapture: [],
  geolocation: [],
  gyroscope: [],
  hid: [],
  idleDetection: [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  screenWakeLock: [],
  serial: [],
  usb: [],
  xrSpatialTracking: [],
} satisfies Record<string, []>
