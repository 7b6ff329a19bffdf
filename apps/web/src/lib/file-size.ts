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
