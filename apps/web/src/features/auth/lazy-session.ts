// Better Auth's client and the schemas of its answers are loaded when the session is first read,
// in an effect after the first paint: the screen a visitor opens first needs neither (issue #11).
/** Loads a module once; a failed load (the network) is tried again at the next call. */
function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    })
    return loading
  }
}
const sessionCalls = lazily(() => import('./api/session.ts'))
export const getServerSession = async () => (await sessionCalls()).getServerSession()
export const getAccessToken = async () => (await sessionCalls()).getAccessToken()
export const getProfile = async () => (await import('./api/profile.ts')).getProfile()
