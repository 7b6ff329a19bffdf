/** "30 min", "1 hour", "1 hour 30 min", "2 hours" */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  const h = `${hours} ${hours === 1 ? 'hour' : 'hours'}`
  return rest === 0 ? h : `${h} ${rest} min`
}
