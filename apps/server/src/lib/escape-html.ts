/** Text made safe to put in HTML, as an element's content or a quoted attribute's value. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
