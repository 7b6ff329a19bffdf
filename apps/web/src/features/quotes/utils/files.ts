import { quoteAttachmentRules } from '@reserva/shared'
import { translate } from '@/lib/i18n/active.ts'

/** What a quote may have attached (the server's rules); the server checks again. */
export const MAX_FILES = quoteAttachmentRules.maxFiles
export const MAX_FILE_BYTES = quoteAttachmentRules.maxBytes

const allowedTypes = [...new Set(Object.values(quoteAttachmentRules.typesByExtension))] as string[]
// Some browsers give HEIC photos (and files from some phones) no type at all: go by the name.
const allowedExtensions = Object.keys(quoteAttachmentRules.typesByExtension)

/** For the file picker's `accept`: the types, and the names for files without one. */
export const acceptAttribute = [...allowedTypes, ...allowedExtensions.map((e) => `.${e}`)].join(',')

/** Why `file` cannot be attached, in the language on screen, or null when it can. */
export function fileProblem(file: { name: string; size: number; type: string }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  const typeOk = file.type
    ? allowedTypes.includes(file.type.toLowerCase())
    : allowedExtensions.includes(extension)
  if (!typeOk) return translate('quoteFiles.wrongType')
  if (file.size > MAX_FILE_BYTES) return translate('quoteFiles.tooLarge')
  if (file.size === 0) return translate('quoteFiles.empty')
  return null
}

/**
 * Splits newly picked files into those to keep and those refused (with why), given those already
 * chosen and how many fit in all (`limit`). A file with the same name and size as one already
 * chosen is not added twice.
 */
export function pickFiles({
  chosen,
  picked,
  limit = MAX_FILES,
}: {
  chosen: File[]
  picked: File[]
  limit?: number
}): { keep: File[]; refused: { name: string; reason: string }[] } {
  const keep: File[] = []
  const refused: { name: string; reason: string }[] = []
  for (const file of picked) {
    if ([...chosen, ...keep].some((f) => f.name === file.name && f.size === file.size)) continue
    const problem = fileProblem(file)
    if (problem) refused.push({ name: file.name, reason: problem })
    else if (chosen.length + keep.length >= limit)
      refused.push({
        name: file.name,
        reason: translate('quoteFiles.tooMany', { count: MAX_FILES }),
      })
    else keep.push(file)
  }
  return { keep, refused }
}
