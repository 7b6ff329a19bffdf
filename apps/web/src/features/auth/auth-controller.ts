import { type Profile, roleSchema } from '@reserva/shared'
import { z } from 'zod'
import { ApiError, isApiError } from '@/lib/api-client.ts'
import {
  type AuthClient,
  type AuthUser,
  authClient,
  type ServerSession,
} from '@/lib/auth-client.ts'
import { getProfile } from './api/profile.ts'
import {
  type AccessToken,
  createSessionRefresher,
  isRetryableError,
  jwtExpiresAt,
} from './session-refresher.ts'

/** The seed's auth events (research seed-semantics A.1). */
export type AuthChangeEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'TOKEN_REFRESHED'
  | 'SIGNED_OUT'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED'

/**
 * Who is signed in. Right after a reload only what localStorage keeps is known (id, name, role);
 * the rest arrives with the server's answer moments later.
 */
export type User = Pick<AuthUser, 'id' | 'name' | 'role'> & Partial<AuthUser>

export type Session = {
  /** Null until the server has confirmed the session remembered from the last visit. */
  id: string | null
  /** When the session itself (the httpOnly cookie) expires. */
  expiresAt: string
  /** The short-lived access JWT, held in memory only. */
  accessToken: string | null
  accessTokenExpiresAt: number | null
  user: User
}

export type AuthState = {
  user: User | null
  session: Session | null
  profile: Profile | null
  /** True until the remembered session was read or the first auth event arrived. */
  loading: boolean
}

export type AuthChangeCallback = (event: AuthChangeEvent, session: Session | null) => void

/** The key in localStorage and the name of the channel between tabs. */
export const AUTH_STORAGE_KEY = 'reserva.auth.session'

// Only what is not secret: enough to paint the header after a reload. The session token stays in
// its httpOnly cookie and the access JWT in memory.
const storedSessionSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: roleSchema,
  expiresAt: z.string(),
})
type StoredSession = z.infer<typeof storedSessionSchema>

type ChannelMessage = { event: AuthChangeEvent; userId: string | null; token?: AccessToken | null }

export type SignInResult = 'signed_in' | 'two_factor_required'

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

type ControllerOptions = {
  client?: AuthClient
  fetchProfile?: () => Promise<Profile | null>
  storage?: Storage | null
  /** Null where BroadcastChannel does not exist; other tabs then learn at their next check. */
  createChannel?: ((name: string) => BroadcastChannel) | null
}

const defaultStorage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null // storage disabled by the browser's settings
  }
}

const defaultChannel =
  typeof BroadcastChannel === 'function' ? (name: string) => new BroadcastChannel(name) : null

const sessionMissing = () =>
  new ApiError({ code: 'auth.session_missing', message: 'Auth session missing!', status: 401 })

export type AuthController = ReturnType<typeof createAuthController>

/**
 * The web app's session: who is signed in, their profile, the access JWT, and the seed's events
 * to `onAuthStateChange` subscribers in this tab and, through a BroadcastChannel, every other one.
 */
export function createAuthController({
  client = authClient,
  fetchProfile = getProfile,
  storage = defaultStorage(),
  createChannel = defaultChannel,
}: ControllerOptions = {}) {
  const stored = readStored()
  let state: AuthState = stored
    ? {
        user: { id: stored.userId, name: stored.name, role: stored.role },
        session: {
          id: null,
          expiresAt: stored.expiresAt,
          accessToken: null,
          accessTokenExpiresAt: null,
          user: { id: stored.userId, name: stored.name, role: stored.role },
        },
        profile: null,
        loading: false,
      }
    : { user: null, session: null, profile: null, loading: true }

  const listeners = new Set<() => void>()
  const subscribers = new Map<symbol, AuthChangeCallback>()
  /** Subscribers still waiting for their INITIAL_SESSION. */
  const awaitingInitial = new Set<symbol>()
  let initialized = false
  let initializing: Promise<void> | null = null
  let active = false
  let channel: BroadcastChannel | null = null
  /** Bumped by every sign-in and sign-out: a slower answer to an older one is dropped. */
  let epoch = 0

  const refresher = createSessionRefresher({
    fetchToken: async () => {
      // A session remembered from the last visit, not yet confirmed (the server was unreachable
      // at start): confirm it first, so that a session that is gone signs out (401).
      if (state.session && state.session.id === null) {
        const server = await client.getSession()
        if (!server) throw sessionMissing()
        applySession(server, await loadProfile())
      }
      return client.getAccessToken()
    },
    onRefreshed: (token) => {
      setToken(token)
      emit('TOKEN_REFRESHED', { token })
    },
    onFatal: () => {
      signedOut()
    },
  })

  function readStored(): StoredSession | null {
    try {
      const raw = storage?.getItem(AUTH_STORAGE_KEY)
      if (!raw) return null
      const parsed = storedSessionSchema.safeParse(JSON.parse(raw))
      if (!parsed.success || Date.parse(parsed.data.expiresAt) <= Date.now()) {
        storage?.removeItem(AUTH_STORAGE_KEY)
        return null
      }
      return parsed.data
    } catch {
      return null
    }
  }

  function persist(session: Session | null) {
    try {
      if (!session) {
        storage?.removeItem(AUTH_STORAGE_KEY)
        return
      }
      const value: StoredSession = {
        userId: session.user.id,
        name: session.user.name,
        role: session.user.role,
        expiresAt: session.expiresAt,
      }
      storage?.setItem(AUTH_STORAGE_KEY, JSON.stringify(value))
    } catch {
      // Storage full or disabled: the header is painted after the server answers instead.
    }
  }

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

  function notify(event: AuthChangeEvent, session: Session | null) {
    for (const callback of subscribers.values()) {
      try {
        callback(event, session)
      } catch (error) {
        console.error(`An onAuthStateChange callback failed on ${event}`, error)
      }
    }
  }

  /** Tells this tab's subscribers, then the other tabs (which do not pass it on again). */
  function emit(
    event: AuthChangeEvent,
    { broadcast = true, token }: { broadcast?: boolean; token?: AccessToken } = {},
  ) {
    if (state.loading) setState({ loading: false })
    notify(event, state.session)
    if (broadcast && channel) {
      const message: ChannelMessage = { event, userId: state.user?.id ?? null, token }
      channel.postMessage(message)
    }
  }

  /** Forgets the session in this tab: state, storage, JWT and its timer. */
  function clearSession() {
    epoch++
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

  /**
   * Reads the session the server now has (after a sign-in, a change, or a message from another
   * tab) with a fresh JWT and the profile, then tells subscribers `event` (none: at start).
   */
  async function establish(
    event: AuthChangeEvent | null,
    { broadcast = true }: { broadcast?: boolean } = {},
  ): Promise<void> {
    const run = ++epoch
    const server = await client.getSession()
    if (run !== epoch) return
    if (!server) {
      signedOut({ broadcast })
      throw sessionMissing()
    }
    const sameUser = state.user?.id === server.user.id
    let token: AccessToken | null
    let profile: Profile | null
    try {
      ;[token, profile] = await Promise.all([
        client.getAccessToken().then(
          (value) => ({ token: value, expiresAt: jwtExpiresAt(value) }),
          (error: unknown) => {
            // A network failure leaves the refresher to try again later.
            if (isRetryableError(error)) return null
            throw error
          },
        ),
        loadProfile(),
      ])
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
    let server: ServerSession | null
    try {
      server = await client.getSession()
    } catch (error) {
      // No answer: keep what was remembered (never sign out because the network failed); the
      // refresher confirms the session once the server is back.
      if (!isRetryableError(error)) console.warn('The session could not be read', error)
      finishInitialization()
      if (state.session && active) refresher.start()
      return
    }
    if (!server) {
      if (hadStored) signedOut()
      finishInitialization()
      return
    }
    try {
      // Signed in outside this app's forms (the e-mail link, Google or Apple): tell every tab.
      await establish(hadStored ? null : 'SIGNED_IN')
    } catch (error) {
      if (!isApiError(error) || error.code !== 'auth.session_missing') {
        console.warn('The session could not be read', error)
      }
    }
    finishInitialization()
  }

  function finishInitialization() {
    initialized = true
    if (state.loading) setState({ loading: false })
    for (const id of awaitingInitial) subscribers.get(id)?.('INITIAL_SESSION', state.session)
    awaitingInitial.clear()
  }

  function onMessage(message: ChannelMessage) {
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

  /** Runs after a sign-in step that opened a session. */
  const signedIn = (event: 'SIGNED_IN' | 'MFA_CHALLENGE_VERIFIED') => establish(event)

  return {
    getState: () => state,

    /** For React's useSyncExternalStore. */
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    /**
     * Calls `callback` on every auth event. The first call is INITIAL_SESSION, once the session
     * remembered or held by the server is known.
     */
    onAuthStateChange(callback: AuthChangeCallback) {
      const id = Symbol('subscriber')
      subscribers.set(id, callback)
      if (initialized) {
        queueMicrotask(() => subscribers.get(id)?.('INITIAL_SESSION', state.session))
      } else {
        awaitingInitial.add(id)
      }
      return {
        unsubscribe() {
          subscribers.delete(id)
          awaitingInitial.delete(id)
        },
      }
    },

    /** Connects to the server and the other tabs; call stop() to let go. */
    start() {
      if (active) return
      active = true
      if (createChannel) {
        channel = createChannel(AUTH_STORAGE_KEY)
        channel.onmessage = (event: MessageEvent<ChannelMessage>) => onMessage(event.data)
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

    /** E-mail or phone number and password. The second factor, if on, is asked for next. */
    async signInWithPassword(
      credentials: { email: string; password: string } | { phoneNumber: string; password: string },
    ): Promise<SignInResult> {
      const answer =
        'email' in credentials
          ? await client.signInWithEmail(credentials)
          : await client.signInWithPhone(credentials)
      if (answer.twoFactorRedirect) return 'two_factor_required'
      await signedIn('SIGNED_IN')
      return 'signed_in'
    },

    /** Finishes a sign-in that asked for the second factor. */
    async verifyTwoFactor({ code, kind }: { code: string; kind: 'totp' | 'backup' }) {
      if (kind === 'totp') await client.verifyTotp(code)
      else await client.verifyBackupCode(code)
      // The session opens only now: the sign-in, then the verified challenge.
      await signedIn('SIGNED_IN')
      emit('MFA_CHALLENGE_VERIFIED')
    },

    async signInWithCode(body: { email: string; otp: string }) {
      await client.signInWithCode(body)
      await signedIn('SIGNED_IN')
    },

    async signUp(
      body:
        | { name: string; email: string; password: string; requestedRole?: 'operator' }
        | { name: string; phoneNumber: string; password: string; requestedRole?: 'operator' },
    ) {
      if ('email' in body) {
        await client.signUpWithEmail({ ...body, callbackURL: '/dashboard?verified=1' })
      } else {
        await client.signUpWithPhone(body)
      }
      // Both answer with a session cookie: the new account is signed in at once.
      await signedIn('SIGNED_IN')
    },

    /**
     * Signs out here and on the server. A failure to reach the server keeps the session (the
     * cookie would still work); a session the server no longer knows is signed out all the same.
     */
    async signOut() {
      try {
        await client.signOut()
      } catch (error) {
        if (!isApiError(error) || ![401, 403, 404].includes(error.status)) throw error
      }
      signedOut()
    },

    /** Re-reads the user after they changed their name, password, phone or time zone. */
    refreshUser: () => establish('USER_UPDATED'),

    /** Turns two-factor sign-in on with the first code from the authenticator app. */
    async activateTwoFactor(code: string) {
      await client.verifyTotp(code)
      await establish('MFA_CHALLENGE_VERIFIED')
    },

    /** The reset screen opened with a recovery token (there is no session yet). */
    notifyPasswordRecovery() {
      emit('PASSWORD_RECOVERY')
    },

    /** Fetches a new access JWT now (the seed's refreshSession). */
    refreshSession: () => (state.session ? refresher.refresh() : Promise.resolve(null)),

    /** A fresh access JWT for the live-updates socket and API clients, or null when signed out. */
    getAccessToken: () => (state.session ? refresher.getToken() : Promise.resolve(null)),
  }
}
