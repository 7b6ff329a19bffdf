import type { Language } from './i18n/languages.ts'

const KB = 1024
const MB = KB * 1024
const GB = MB * 1024

/** "2.3 GB", "12.4 MB", "850 KB", "120 bytes": a file's, a database's or a backup's size. */
export function fileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} bytes`
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`
  if (bytes < GB) return `${(bytes / MB).toFixed(1)} MB`
  return `${(bytes / GB).toFixed(1)} GB`
}

const formats = new Map<string, Intl.NumberFormat>()

/**
 * A file's size in `language`: English's words above ("850 KB"), which the tests and journeys
 * read; another language's units and numbers by Intl ("12,4 MB", "850 ko", "120 バイト").
 */
export function fileSizeIn(language: Language, bytes: number): string {
  if (language === 'en') return fileSize(bytes)
  const [value, unit, digits] =
    bytes < KB
      ? [bytes, 'byte', 0]
      : bytes < MB
        ? [Math.round(bytes / KB), 'kilobyte', 0]
        : bytes < GB
          ? [bytes / MB, 'megabyte', 1]
          : [bytes / GB, 'gigabyte', 1]
  const key = `${language}:${unit}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'unit',
      unit,
      unitDisplay: unit === 'byte' ? 'long' : 'short',
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
    })
    formats.set(key, format)
  }
  return format.format(value)
}
