/**
 * Sockets that have not authenticated yet, counted per client address, against `max`: what one
 * address may hold open without proving anything (`maxUnauthenticatedPerAddress`).
 */
export function createAddressCap(max: number) {
  const counts = new Map<string, number>()
  return {
    /** Whether `address` may open another socket now. */
    mayOpen: (address: string) => (counts.get(address) ?? 0) < max,
    add(address: string) {
      counts.set(address, (counts.get(address) ?? 0) + 1)
    },
    /** The socket authenticated or closed. */
    remove(address: string) {
      const count = (counts.get(address) ?? 1) - 1
      if (count > 0) counts.set(address, count)
      else counts.delete(address)
    },
  }
}
