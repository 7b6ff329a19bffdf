import v8 from 'node:v8'

/**
 * Turns off V8's allocation-site pretenuring for this process; the server's entry calls it first,
 * and so does every benchmark, which runs the server's code in its own process.
 *
 * Pretenuring makes V8 allocate straight into the old generation the objects of an allocation site
 * whose objects often survived a young-generation collection (a scavenge). A request's objects
 * live for the few milliseconds of the request, but some of them (node-postgres's query
 * objects, say) are alive when a scavenge comes, so their sites get pretenured. From then on each is
 * born old and dies within the request, and until the next full collection, seconds later, the
 * dead old object still points at the young objects it held (the rows, the answer's text): a
 * scavenge treats every old-to-young pointer as live, so it copies them and then promotes them
 * too. On the slot list that was about 2 MB copied in each scavenge, 1.5–2 ms of a 2 ms request
 * (bench/RESULTS.md, 2026-11-28 seventeenth session; `node --trace-gc-nvp` shows `promoted`).
 * Without it a scavenge copies only what is really alive, and the slot list's scavenges cost a
 * third as much. Set at run time rather than on the command line: `NODE_OPTIONS` does not take
 * this flag, and `npm start` runs the server in its own process. V8 reads it at every collection.
 */
export function tuneGarbageCollector() {
  v8.setFlagsFromString('--no-allocation-site-pretenuring')
}
