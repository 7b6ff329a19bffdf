/**
 * A visitor's quote request while they sign in (DESIGN §2: submitting asks to sign in, keeping
 * what was typed). The text goes to sessionStorage (this tab only, gone when it closes); files
 * cannot be stored there, so they stay in memory, which survives signing in on this page but not
 * a reload or a trip to Google or Apple. Then only their names are left, to ask for them again.
 */

export type QuoteDraft = {
  serviceId: string
  title: string
  details: string
  preferredDates: string[]
  partySize: number
}

const KEY = 'reserva.quote-draft'

let filesInMemory: File[] = []

export function saveDraft(draft: QuoteDraft, files: File[]) {
  filesInMemory = files
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...draft, fileNames: files.map((f) => f.name) }))
  } catch {
    // Storage full or turned off: the text is lost, as on any other site without storage.
  }
}

/** The saved draft, the files still in memory, and the names of those that were lost. */
export function loadDraft(): { draft: QuoteDraft; files: File[]; lostFileNames: string[] } | null {
  let raw: string | null = null
  try {
    raw = sessionStorage.getItem(KEY)
  } catch {
    return null
  }
  if (!raw) return null
  try {
    const saved = JSON.parse(raw) as Partial<QuoteDraft> & { fileNames?: unknown }
    const names = Array.isArray(saved.fileNames) ? saved.fileNames.map(String) : []
    const files = filesInMemory.filter((file) => names.includes(file.name))
    return {
      draft: {
        serviceId: typeof saved.serviceId === 'string' ? saved.serviceId : '',
        title: typeof saved.title === 'string' ? saved.title : '',
        details: typeof saved.details === 'string' ? saved.details : '',
        preferredDates: Array.isArray(saved.preferredDates)
          ? saved.preferredDates.map(String).slice(0, 10)
          : [],
        partySize: typeof saved.partySize === 'number' ? saved.partySize : 1,
      },
      files,
      lostFileNames: names.filter((name) => !files.some((file) => file.name === name)),
    }
  } catch {
    return null
  }
}

export function clearDraft() {
  filesInMemory = []
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Nothing was kept.
  }
}
