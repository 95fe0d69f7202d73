/** Sign-in with a password, session checks and the current user (the rest of the account flows build on this). */
import { and, asc, eq, sql } from 'drizzle-orm'
import { createSession, revokeSession, type SessionUser } from '../auth'
import { UNKNOWN_ACCOUNT_HASH, verifyPassword } from '../password'
import type { DbOrTx } from '../db/client'
import { userMenus, users } from '../db/schema'
import { readSetting } from '../db/settings'
import { badRequest } from '../http/envelope'
import type { Locale } from '../../i18n/locales'
import { localizedSql, localizedText } from '../i18n/localized'
import { config } from '../../../app.config'
import { facebookConfigured, googleConfigured } from '../auth'
import { twitterConfigured } from '../auth'
import type { OpenPasswordAttempt } from './sign-in'
import type { Abs } from '../kit/urls'

const WRONG_CREDENTIALS = /*i18n*/ 'Incorrect account or password'

async function passwordLogin(
  db: DbOrTx,
  user: { id: number; passwordHash: string | null } | undefined,
  pw: string,
  openAttempt: OpenPasswordAttempt,
) {
  const attempt = await openAttempt(user?.id ?? null)
  // Verify even when the user is unknown, so timing does not reveal which accounts exist.
  const valid = await verifyPassword(pw, user?.passwordHash ?? UNKNOWN_ACCOUNT_HASH)
  if (!user || !valid) throw badRequest(WRONG_CREDENTIALS)
  await attempt.succeeded()
  return { token: await createSession(db, user.id), uid: user.id }
}

export async function loginByEmail(db: DbOrTx, email: string, password: string, openAttempt: OpenPasswordAttempt) {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  return passwordLogin(db, user, password, openAttempt)
}

export async function loginByPhone(
  db: DbOrTx,
  countryCode: string,
  phone: string,
  password: string,
  openAttempt: OpenPasswordAttempt,
) {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.countryCode, countryCode), eq(users.phone, phone)))
  return passwordLogin(db, user, password, openAttempt)
}

export async function logout(db: DbOrTx, token: string | null) {
  if (token) await revokeSession(db, token)
}

export function userInfo(user: SessionUser, abs: Abs) {
  return {
    id: user.id,
    uid: user.id,
    nickname: user.nickname,
    name: user.name,
    avatar: abs(user.avatar),
    phone: user.phone ?? '',
    countryCode: user.countryCode ?? '',
    email: user.email ?? '',
    inviteCode: user.inviteCode,
    userType: user.userType,
    isVisitor: user.isVisitor,
  }
}

type UserMenuAnswer = { routine_my_menus: { id: number; name: string; pc_url: string }[] }

/**
 * The user centre's menu is the same for every shopper (seeded rows that no request writes), yet each user-centre
 * render asks for it: one read per database and locale is kept for the guest page cache's fresh time
 * (GUEST_PAGE_CACHE_SECONDS; 0 reads every time). Nothing personal is in it. Each read gets its own copy: a page
 * render is handed the answer as an object (decision 69), and one render must not change another's menu.
 */
const keptMenus = new WeakMap<DbOrTx, Map<Locale, { readAt: number; menu: Promise<UserMenuAnswer> }>>()

export function userMenu(db: DbOrTx, locale: Locale, now = Date.now()): Promise<UserMenuAnswer> {
  const freshMs = config().guestPageCache.freshSeconds * 1000
  if (freshMs === 0) return readUserMenu(db, locale)
  let byLocale = keptMenus.get(db)
  if (!byLocale) keptMenus.set(db, (byLocale = new Map()))
  const kept = byLocale.get(locale)
  if (kept && now - kept.readAt < freshMs) return kept.menu.then(copyOfMenu)
  const menu = readUserMenu(db, locale)
  const entry = { readAt: now, menu }
  byLocale.set(locale, entry)
  // A failed read is not kept: the next request reads again.
  menu.catch(() => {
    if (byLocale.get(locale) === entry) byLocale.delete(locale)
  })
  return menu.then(copyOfMenu)
}

const copyOfMenu = (menu: UserMenuAnswer): UserMenuAnswer => ({
  routine_my_menus: menu.routine_my_menus.map((entry) => ({ ...entry })),
})

async function readUserMenu(db: DbOrTx, locale: Locale): Promise<UserMenuAnswer> {
  const rows = await db
    .select({
      id: userMenus.id,
      name: localizedSql(userMenus.i18n, 'name', userMenus.name, locale),
      pc_url: userMenus.pcUrl,
    })
    .from(userMenus)
    .orderBy(asc(userMenus.sort), asc(userMenus.id))
  return { routine_my_menus: rows }
}

export async function loginMethodInfo(db: DbOrTx, locale: Locale) {
  const login = await readSetting(db, 'login')
  // Social sign-in stays off until its credentials are configured (a CRMEB client needs facebookOpen false).
  // Facebook needs its app secret too: without it the server cannot check the tokens.
  const facebookOpen = facebookConfigured()
  const googleOpen = googleConfigured()
  return {
    visitorOpen: login?.visitorOpen ?? false,
    facebookOpen,
    facebookAppId: facebookOpen ? config().social.facebookAppId : '',
    googleOpen,
    googleClientId: googleOpen ? config().social.googleClientId : '',
    twitterOpen: twitterConfigured(),
    agreement: login ? localizedText(login.agreement, login.i18n, 'agreement', locale) : '',
  }
}
