/**
 * One CSV line (RFC 4180, CRLF), safe to open in a spreadsheet (OWASP's "CSV injection"). A cell
 * that a spreadsheet could take for a formula gets a leading apostrophe, so `=HYPERLINK(…)` in a
 * name stays text: one whose first character, past any leading whitespace and control or format
 * characters, is = + - @ or their full-width (＝ ＋ － ＠) or small (﹦ ﹢ ﹣ ﹫) forms, which some
 * spreadsheets and input methods read as the ASCII sign; and one that starts with a tab or a
 * carriage return. Spreadsheets trim such a leading run (LibreOffice's "trim spaces", a pasted
 * line feed), so the guard strips it and puts the apostrophe first, where nothing removes it.
 * Cells with a quote, comma or line break are quoted, quotes doubled.
 */
export function csvLine(cells: readonly (string | null | undefined)[]): string {
  return `${cells.map((cell) => csvCell(cell ?? '')).join(',')}\r\n`
}

const leadingRun = /^[\s\p{Cc}\p{Cf}]+/u
const formulaSign = /^[=+\-@＝＋－＠﹦﹢﹣﹫]/u
const startsWithTabOrReturn = /^[\t\r]/
const needsQuotes = /[",\r\n]|^\s|\s$/

export function csvCell(value: string): string {
  const rest = value.replace(leadingRun, '')
  const formula = formulaSign.test(rest) || startsWithTabOrReturn.test(value)
  const guarded = formula ? `'${rest}` : value
  return needsQuotes.test(guarded) || guarded !== value
    ? `"${guarded.replace(/"/g, '""')}"`
    : guarded
}
