/** Notes are not put in the address (they may be long or private): they wait here meanwhile. */
const NOTES_KEY = 'reserva.booking-notes'
type SavedNotes = { service: string; start: string; notes: string }

export function readNotes(service: string | null, start: string | null): string {
  try {
    const saved = JSON.parse(sessionStorage.getItem(NOTES_KEY) ?? 'null') as SavedNotes | null
    return saved && saved.service === service && saved.start === start ? saved.notes : ''
  } catch {
    return ''
  }
}

export function saveNotes(value: SavedNotes | null) {
  try {
    if (value) sessionStorage.setItem(NOTES_KEY, JSON.stringify(value))
    else sessionStorage.removeItem(NOTES_KEY)
  } catch {
    // Storage may be off (private modes): the notes then live only as long as this page.
  }
}
