/**
 * One CSV line (RFC 4180, CRLF), safe to open in a spreadsheet: a cell that a spreadsheet would
 * take for a formula (it starts with = + - @, a tab or a carriage return) gets a leading
 * apostrophe, as OWASP's "CSV injection" advice says, so `=HYPERLINK(…)` in a name stays text.
 * Cells with a quote, comma or line break are quoted, quotes doubled.
 */
export function csvLine(cells: readonly (string | null | undefined)[]): string {
  return `${cells.map((cell) => csvCell(cell ?? '')).join(',')}\r\n`
}

const formulaStart = /^[=+\-@\t\r]/
const needsQuotes = /[",\r\n]|^\s|\s$/

export function csvCell(value: string): string {
  const guarded = formulaStart.test(value) ? `'${value}` : value
  return needsQuotes.test(guarded) || guarded !== value
    ? `"${guarded.replace(/"/g, '""')}"`
    : guarded
}
