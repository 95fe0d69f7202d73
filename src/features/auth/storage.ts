/**
 * Small sessionStorage values of the sign-in flows: the invite code of a share link (sent with registration),
 * and the Twitter request token kept between the redirect and the callback. Storage may be unavailable
 * (privacy mode); the flows then work without the value.
 */
const INVITE_CODE_KEY = 'inviteCode'
const TWITTER_TOKEN_KEY = 'twitterToken'

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, value)
  } catch {
    // Nothing to keep then.
  }
}

export const inviteCodeStore = {
  remember: (code: string | undefined) => {
    const value = code?.trim()
    if (value) write(INVITE_CODE_KEY, value)
  },
  get: (): string | undefined => read(INVITE_CODE_KEY) || undefined,
}

export interface StoredTwitterToken {
  token: string
  tokenSecret: string
}

export const twitterTokenStore = {
  save: (value: StoredTwitterToken) => write(TWITTER_TOKEN_KEY, JSON.stringify(value)),
  get: (): StoredTwitterToken | null => {
    const raw = read(TWITTER_TOKEN_KEY)
    if (!raw) return null
    try {
      const parsed = JSON.parse(raw) as Partial<StoredTwitterToken>
      return typeof parsed.token === 'string' &&
        typeof parsed.tokenSecret === 'string' &&
        parsed.token &&
        parsed.tokenSecret
        ? { token: parsed.token, tokenSecret: parsed.tokenSecret }
        : null
    } catch {
      return null
    }
  },
  clear: () => write(TWITTER_TOKEN_KEY, null),
}
