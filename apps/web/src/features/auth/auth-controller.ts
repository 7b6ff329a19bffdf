import type { Profile } from '@reserva/shared'
import { ApiError, isApiError } from '@/lib/api-client.ts'
import type { ServerSession } from '@/lib/auth-schemas.ts'
import { type Clock, systemClock } from '@/lib/clock.ts'
import { createAuthSubscribers } from './auth-subscribers.ts'
import { defaultChannel, type TabMessage, tabMessage } from './auth-tabs.ts'
import type { AuthChangeEvent, AuthState, Session } from './auth-types.ts'
import { lazyAuthActions } from './lazy-actions.ts'
import { getAccessToken, getProfile, getServerSession, readFirstSession } from './lazy-session.ts'
import {
  type AccessToken,
  createSessionRefresher,
  endsSession,
  isRetryableError,
  jwtExpiresAt,
  type Locks,
} from './session-refresher.ts'
import {
  AUTH_STORAGE_KEY,
  defaultStorage,
  readStoredSession,
  type Storage,
  startingState,
  storeSession,
} from './stored-session.ts'

type ControllerOptions = {
  fetchProfile?: () => Promise<Profile | null>
  storage?: Storage | null
  /** Null where BroadcastChannel does not exist; other tabs then learn at their next check. */
  createChannel?: ((name: string) => BroadcastChannel) | null
  /** The Web Locks API; null where it does not exist, and then every tab refreshes for itself. */
  locks?: Locks | null
  /** Where the session reads the time: the stored session's expiry, the token's refresh. */
  clock?: Clock
}

const defaultLocks = (): Locks | null => globalThis.navigator?.locks ?? null

const sessionMissing = () =>
  new ApiError({ code: 'auth.session_missing', message: 'Auth session missing!', status: 401 })

export type AuthController = ReturnType<typeof createAuthController>

/**
 * The web app's session: who is signed in, their profile, the access JWT, and the seed's events
 * to `onAuthStateChange` subscribers in this tab and, through a BroadcastChannel, every other one.
 */
export function createAuthController({
  fetchProfile = getProfile,
  storage = defaultStorage(),
  createChannel = defaultChannel,
  locks = defaultLocks(),
  clock = systemClock,
}: ControllerOptions = {}) {
  let state: AuthState = startingState(readStoredSession(storage, clock.now()))

  const listeners = new Set<() => void>()
  const subscribers = createAuthSubscribers(() => state.session)
  let initializing: Promise<void> | null = null
  let active = false
  let channel: BroadcastChannel | null = null
  /** Bumped by every sign-in and sign-out: a slower answer to an older one is dropped. */
  let epoch = 0
  /**
   * Set while this tab's sign-out is on its way to the server: no token is asked for meanwhile,
   * since the server may already have ended the session (a 401 that nobody needs to see).
   */
  let signingOut = false
  /** Token requests on the wire (the refresher's and a sign-in's): a sign-out waits for them. */
  const tokenRequests = new Set<Promise<string>>()
  function requestToken() {
    const request = getAccessToken()
    tokenRequests.add(request)
    const forget = () => tokenRequests.delete(request)
    request.then(forget, forget)
    return request
  }

  const refresher = createSessionRefresher({
    fetchToken: async () => {
      // A session remembered from the last visit, not yet confirmed (the server was unreachable
      // at start): confirm it first, so that a session that is gone signs out (401).
      if (state.session && state.session.id === null) {
        const server = await getServerSession()
        if (!server) throw sessionMissing()
        applySession(server, await loadProfile())
      }
      return requestToken()
    },
    onRefreshed: (token) => {
      setToken(token)
      emit('TOKEN_REFRESHED', { token })
    },
    onSessionEnded: () => {
      signedOut()
    },
    locks,
    now: () => clock.now().getTime(),
  })

  const persist = (session: Session | null) => storeSession(storage, session)

  function setState(next: Partial<AuthState>) {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }

  function applySession(server: ServerSession, profile: Profile | null = state.profile) {
    const token = refresher.current
    const session: Session = {
      id: server.session.id,
      expiresAt: server.session.expiresAt,
      accessToken: token?.token ?? null,
      accessTokenExpiresAt: token?.expiresAt ?? null,
      user: server.user,
    }
    persist(session)
    setState({ user: server.user, session, profile, loading: false })
  }

  function setToken(token: AccessToken) {
    if (!state.session) return
    setState({
      session: {
        ...state.session,
        accessToken: token.token,
        accessTokenExpiresAt: token.expiresAt,
      },
    })
  }

  /** Tells this tab's subscribers, then the other tabs (which do not pass it on again). */
  function emit(
    event: AuthChangeEvent,
    { broadcast = true, token }: { broadcast?: boolean; token?: AccessToken } = {},
  ) {
    if (state.loading) setState({ loading: false })
    subscribers.notify(event, state.session)
    if (broadcast && channel) channel.postMessage(tabMessage(event, state, token))
  }

  /** Forgets the session in this tab: state, storage, JWT and its timer. */
  function clearSession() {
    epoch++
    signingOut = false
    refresher.stop()
    persist(null)
    setState({ user: null, session: null, profile: null, loading: false })
  }

  function signedOut({ broadcast = true }: { broadcast?: boolean } = {}) {
    const hadSession = state.session !== null
    clearSession()
    if (hadSession) emit('SIGNED_OUT', { broadcast })
  }

  async function loadProfile(): Promise<Profile | null> {
    try {
      return await fetchProfile()
    } catch (error) {
      // The session stands without a profile; the screens that need it say so.
      console.warn('The profile could not be loaded', error)
      return null
    }
  }

  /** A fresh JWT, or null when the server could not give one now (the refresher asks again). */
  async function readToken(): Promise<AccessToken | null> {
    try {
      const token = await requestToken()
      return { token, expiresAt: jwtExpiresAt(token) }
    } catch (error) {
      // Only the server's word that the session is gone (401) ends it.
      if (endsSession(error)) throw error
      if (!isRetryableError(error)) console.warn('The access token could not be read', error)
      return null
    }
  }

  /**
   * Reads the session the server now has (after a sign-in, a change, or a message from an older
   * tab) with a fresh JWT and the profile, then tells subscribers `event` (none: at start).
   * `server`: the session already read, which is not asked for again.
   */
  async function establish(
    event: AuthChangeEvent | null,
    { broadcast = true, server: known }: { broadcast?: boolean; server?: ServerSession } = {},
  ): Promise<void> {
    const run = ++epoch
    const server = known ?? (await getServerSession())
    if (run !== epoch) return
    if (!server) {
      signedOut({ broadcast })
      throw sessionMissing()
    }
    const sameUser = state.user?.id === server.user.id
    let token: AccessToken | null
    let profile: Profile | null
    try {
      ;[token, profile] = await Promise.all([readToken(), loadProfile()])
    } catch (error) {
      // The session ended between the two answers.
      if (run === epoch) signedOut({ broadcast })
      throw error
    }
    if (run !== epoch) return
    if (!sameUser) refresher.stop()
    if (token) refresher.adopt(token)
    applySession(server, profile)
    if (active && !refresher.running) refresher.start(refresher.current)
    if (event) emit(event, { broadcast })
  }

  async function initialize() {
    const hadStored = state.session !== null
    const run = epoch
    const outcome = await readFirstSession({ remembered: hadStored, stopped: () => run !== epoch })
    if (!outcome || run !== epoch) {
      // A sign-in here or another tab's session came first, and is newer.
      finishInitialization()
      return
    }
    if (!outcome.ok) {
      // Not an answer about the session (no answer, 429, 5xx): keep what was remembered; the
      // refresher confirms it once the server answers.
      if (!isRetryableError(outcome.error)) {
        console.warn('The session could not be read', outcome.error)
      }
      finishInitialization()
      if (state.session && active) refresher.start()
      return
    }
    const server = outcome.value
    if (!server) {
      if (hadStored) signedOut()
      finishInitialization()
      return
    }
    try {
      // Signed in outside this app's forms (the e-mail link, Google or Apple): tell every tab.
      await establish(hadStored ? null : 'SIGNED_IN', { server })
    } catch (error) {
      if (!isApiError(error) || error.code !== 'auth.session_missing') {
        console.warn('The session could not be read', error)
      }
    }
    finishInitialization()
  }

  function finishInitialization() {
    if (state.loading) setState({ loading: false })
    subscribers.ready()
  }

  /** Takes the session another tab has just read, as if this tab had read it. */
  function adoptSession(event: AuthChangeEvent, shared: Session, profile: Profile | null) {
    // An answer this tab is still waiting for is older than this one.
    epoch++
    if (state.user?.id !== shared.user.id) refresher.stop()
    if (shared.accessToken && shared.accessTokenExpiresAt) {
      refresher.adopt({ token: shared.accessToken, expiresAt: shared.accessTokenExpiresAt })
    }
    const token = refresher.current
    const session: Session = {
      ...shared,
      accessToken: token?.token ?? null,
      accessTokenExpiresAt: token?.expiresAt ?? null,
    }
    persist(session)
    setState({ user: session.user, session, profile, loading: false })
    if (active && !refresher.running) refresher.start(refresher.current)
    emit(event, { broadcast: false })
  }

  function onMessage(message: TabMessage) {
    switch (message.event) {
      case 'SIGNED_OUT':
        signedOut({ broadcast: false })
        break
      case 'TOKEN_REFRESHED':
        if (message.token && message.userId === state.user?.id) {
          refresher.adopt(message.token)
          setToken(message.token)
          emit('TOKEN_REFRESHED', { broadcast: false })
        }
        break
      case 'PASSWORD_RECOVERY':
        emit('PASSWORD_RECOVERY', { broadcast: false })
        break
      case 'SIGNED_IN':
      case 'USER_UPDATED':
      case 'MFA_CHALLENGE_VERIFIED':
        if (message.session?.id) {
          adoptSession(message.event, message.session, message.profile ?? null)
          break
        }
        // A tab of an older build of the app sends no session: read it here.
        establish(message.event, { broadcast: false }).catch((error: unknown) => {
          if (!isApiError(error) || error.code !== 'auth.session_missing') {
            console.warn(`Could not follow ${message.event} from another tab`, error)
          }
        })
        break
      case 'INITIAL_SESSION':
        break
    }
  }

  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible' && state.session) refresher.check()
  }

  const actions = lazyAuthActions({
    clock,
    establish,
    emit,
    signedOut,
    async beforeSignOut() {
      signingOut = true
      await Promise.all([refresher.halt(), Promise.allSettled([...tokenRequests])])
    },
    signOutFailed() {
      signingOut = false
      if (active && state.session) refresher.start(refresher.current)
    },
  })

  return {
    getState: () => state,

    /** For React's useSyncExternalStore. */
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    onAuthStateChange: subscribers.onAuthStateChange,

    /** Connects to the server and the other tabs; call stop() to let go. */
    start() {
      if (active) return
      active = true
      if (createChannel) {
        channel = createChannel(AUTH_STORAGE_KEY)
        channel.onmessage = (event: MessageEvent<TabMessage>) => onMessage(event.data)
      }
      if (typeof document !== 'undefined') {
        document.addEventListener('visibilitychange', onVisibilityChange)
      }
      if (!initializing) initializing = initialize()
      else if (state.session?.id) refresher.start(refresher.current)
    },

    stop() {
      active = false
      refresher.stop()
      channel?.close()
      channel = null
      if (typeof document !== 'undefined') {
        document.removeEventListener('visibilitychange', onVisibilityChange)
      }
    },

    ...actions,

    /** Re-reads the user after they changed their name, password, phone or time zone. */
    refreshUser: () => establish('USER_UPDATED'),

    /** The reset screen opened with a recovery token (there is no session yet). */
    notifyPasswordRecovery() {
      emit('PASSWORD_RECOVERY')
    },

    /** Fetches a new access JWT now (the seed's refreshSession). */
    refreshSession: () =>
      state.session && !signingOut ? refresher.refresh() : Promise.resolve(null),

    /** A fresh access JWT for the live-updates socket and API clients, or null when signed out. */
    getAccessToken: () =>
      state.session && !signingOut ? refresher.getToken() : Promise.resolve(null),
  }
}
