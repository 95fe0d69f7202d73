/**
 * Code-based account flows: sending codes (C1, C2, C4–C6), sign-in by SMS code (L3), registration (L4, L5),
 * tourist entry (L6), password reset and change (L12, U4, U5) and Twitter sign-in (L7).
 * Every check of a code runs in the same transaction as the change it authorises (`useCode`).
 */
import { createHash } from 'node:crypto'
import { and, eq, isNull, ne } from 'drizzle-orm'
import { type CodePurpose, issueCode, phoneTarget, useCode, WRONG_CODE } from '../auth'
import type { Locale } from '../../i18n/locales'
import { codeMessage } from '../messages'
import { hashPassword } from '../password'
import { createSession, type SessionUser } from '../auth'
import { verifyFacebookToken, verifyGoogleIdToken } from '../auth'
import { twitterAccessToken } from '../auth'
import type { DbOrTx, Tx } from '../db/client'
import { users, userSessions } from '../db/schema'
import { readSetting } from '../db/settings'
import { ApiError, badRequest } from '../http/envelope'
import type { OutboxBrowser } from '../messages'
import { sendMessage } from '../messages'
import {
  EMAIL_TAKEN,
  findUserByEmail,
  findUserByPhone,
  insertUser,
  inviterId,
  maskedPhone,
  nicknameFromEmail,
  normalizePhone,
  type Phone,
  PHONE_TAKEN,
  unlessDuplicate,
} from './users'

export const CODE_SENT = /*i18n*/ 'The verification code has been sent'
export const PASSWORDS_DIFFER = /*i18n*/ 'The two passwords do not match'

/** Who asked for a code: their browser (the outbox's reader) and the language the message is written in. */
export interface CodeRequester {
  browser?: OutboxBrowser
  locale: Locale
}

/** Issues a code (60 s resend rule) and sends it by e-mail or SMS in the requester's language. */
async function sendCode(db: DbOrTx, channel: 'email' | 'sms', target: string, purpose: CodePurpose, by: CodeRequester) {
  const code = await issueCode(db, target, purpose)
  const { subject, body } = await codeMessage(channel, purpose, code, by.locale)
  await sendMessage(db, { channel, to: target, subject, body }, by.browser)
}

const session = async (tx: DbOrTx, uid: number) => ({ token: await createSession(tx, uid), uid })

// ---- C4, C5, C6, C1, C2: sending codes ----

/** C4: a registration code; an e-mail that already belongs to a registered account is refused. */
export async function sendRegisterEmailCode(db: DbOrTx, email: string, by: CodeRequester) {
  const existing = await findUserByEmail(db, email)
  if (existing && !existing.isVisitor) throw badRequest(EMAIL_TAKEN)
  await sendCode(db, 'email', email, 'register', by)
}

/**
 * C5: a reset code, mailed only when a registered account has this e-mail. The code is issued (and the resend
 * rule applied) either way, so the answer does not tell whether the account exists.
 */
export async function sendResetEmailCode(db: DbOrTx, email: string, by: CodeRequester) {
  const existing = await findUserByEmail(db, email)
  const code = await issueCode(db, email, 'reset')
  if (existing && !existing.isVisitor) {
    const { subject, body } = await codeMessage('email', 'reset', code, by.locale)
    await sendMessage(db, { channel: 'email', to: email, subject, body }, by.browser)
  }
}

/** C6: one SMS code (purpose `login`) serves both quick sign-in (L3) and phone registration (L5). */
export async function sendPhoneCode(db: DbOrTx, phone: Phone, by: CodeRequester) {
  await sendCode(db, 'sms', phoneTarget(phone.countryCode, phone.phone), 'login', by)
}

/** C1/C2: a password-change code to the session user's phone or e-mail. */
export async function sendPasswordCode(db: DbOrTx, user: SessionUser, channel: 'sms' | 'email', by: CodeRequester) {
  await sendCode(db, channel, passwordCodeTarget(user, channel), 'password', by)
}

function passwordCodeTarget(user: SessionUser, channel: 'sms' | 'email') {
  if (channel === 'sms') {
    if (!user.phone || !user.countryCode)
      throw badRequest(/*i18n*/ 'Your account has no phone number, please use your e-mail')
    return phoneTarget(user.countryCode, user.phone)
  }
  if (!user.email) throw badRequest(/*i18n*/ 'Your account has no e-mail, please use your phone number')
  return user.email.toLowerCase()
}

// ---- L3: sign-in by SMS code ----

export async function loginByPhoneCode(db: DbOrTx, phone: Phone, captcha: string) {
  const user = await findUserByPhone(db, phone)
  // An unknown phone answers exactly like a wrong code.
  if (!user) throw badRequest(WRONG_CODE)
  return useCode(db, phoneTarget(phone.countryCode, phone.phone), 'login', captcha, (tx) => session(tx, user.id))
}

// ---- L4, L5: registration ----

export async function registerByEmail(
  db: DbOrTx,
  input: { email: string; captcha: string; password: string; inviteCode: string },
) {
  const passwordHash = await hashPassword(input.password)
  return unlessDuplicate(EMAIL_TAKEN, () =>
    useCode(db, input.email, 'register', input.captcha, async (tx) => {
      const existing = await findUserByEmail(tx, input.email)
      if (existing && !existing.isVisitor) throw badRequest(EMAIL_TAKEN)
      const invitedBy = await inviterId(tx, input.inviteCode)
      if (existing) {
        // A tourist who registers with the e-mail keeps the account (cart, orders) and gets a password. Whoever entered
        // as that tourist before proved nothing about the e-mail: every tourist session ends here, as at a reset.
        await tx
          .update(users)
          .set({ passwordHash, userType: 'email', isVisitor: false, ...(invitedBy ? { invitedBy } : {}) })
          .where(eq(users.id, existing.id))
        await revokeSessions(tx, existing.id)
        return session(tx, existing.id)
      }
      const id = await insertUser(tx, {
        email: input.email,
        passwordHash,
        nickname: nicknameFromEmail(input.email),
        userType: 'email',
        invitedBy,
      })
      return session(tx, id)
    }),
  )
}

export async function registerByPhone(
  db: DbOrTx,
  input: Phone & { captcha: string; password: string; inviteCode: string },
) {
  const passwordHash = await hashPassword(input.password)
  const phone = { countryCode: input.countryCode, phone: input.phone }
  return unlessDuplicate(PHONE_TAKEN, () =>
    useCode(db, phoneTarget(phone.countryCode, phone.phone), 'login', input.captcha, async (tx) => {
      const holder = await findUserByPhone(tx, phone)
      if (holder && !holder.isVisitor) throw badRequest(PHONE_TAKEN)
      // A tourist's phone is only a contact that anyone could type: the code just proved who owns the number.
      if (holder) await tx.update(users).set({ phone: null, countryCode: null }).where(eq(users.id, holder.id))
      const id = await insertUser(tx, {
        ...phone,
        passwordHash,
        nickname: maskedPhone(phone.phone),
        userType: 'phone',
        invitedBy: await inviterId(tx, input.inviteCode),
      })
      return session(tx, id)
    }),
  )
}

// ---- L6: tourist entry ----

export const VISITOR_CLOSED = /*i18n*/ 'Tourist entry is closed'
export const VISITOR_EMAIL_REGISTERED = /*i18n*/ 'This e-mail is registered, please sign in'
export const VISITOR_CODE_SENT =
  /*i18n*/ 'This e-mail has been used for a tourist purchase. We sent it a code: enter it to continue'

/**
 * L6's answer: a session, or (extension) `codeRequired` when the e-mail already belongs to a tourist account. Entering
 * as a tourist proves nothing about the e-mail, so a second entry with it reaches the account's earlier orders,
 * addresses and phone only with the code mailed to it (`captcha`, an extension field of the body).
 */
export type VisitorEntryResult = { token: string; uid: number; proved: boolean } | { codeRequired: true }

export async function enterAsVisitor(
  db: DbOrTx,
  input: { email: string; countryCode: string | number; phone: string | number | null; captcha?: string },
  by: CodeRequester,
): Promise<VisitorEntryResult> {
  const login = await readSetting(db, 'login')
  if (!login?.visitorOpen) throw badRequest(VISITOR_CLOSED)
  const rawPhone = String(input.phone ?? '').replace(/[\s()-]/g, '')
  const rawCode = String(input.countryCode ?? '').trim()
  const phone = rawPhone ? normalizePhone(rawCode.startsWith('+') ? rawCode : `+${rawCode}`, rawPhone) : null
  const known = await findUserByEmail(db, input.email)
  if (known && !known.isVisitor) throw badRequest(VISITOR_EMAIL_REGISTERED)
  if (known) {
    if (!input.captcha) {
      // The 60 s resend rule still holds: a code sent a moment ago is the one to enter.
      await sendCode(db, 'email', input.email, 'visitor', by).catch((error) => {
        if (!(error instanceof ApiError && error.code === 400)) throw error
      })
      return { codeRequired: true }
    }
    return useCode(db, input.email, 'visitor', input.captcha, async (tx) => {
      const account = await findUserByEmail(tx, input.email)
      // Registered meanwhile: only the password (or a reset) opens it now.
      if (!account?.isVisitor) throw badRequest(VISITOR_EMAIL_REGISTERED)
      return { ...(await session(tx, account.id)), proved: true }
    })
  }
  return unlessDuplicate(VISITOR_EMAIL_REGISTERED, () =>
    db.transaction(async (tx) => {
      if (await findUserByEmail(tx, input.email)) throw badRequest(VISITOR_EMAIL_REGISTERED)
      const owner = phone ? await findUserByPhone(tx, phone) : undefined
      if (owner) throw badRequest(PHONE_TAKEN)
      const id = await insertUser(tx, {
        email: input.email,
        ...(phone ?? {}),
        nickname: nicknameFromEmail(input.email),
        userType: 'visitor',
        isVisitor: true,
      })
      return { ...(await session(tx, id)), proved: false }
    }),
  )
}

// ---- L12, U4, U5: passwords ----

async function revokeSessions(tx: Tx, userId: number, keepToken: string | null = null) {
  const keep = keepToken ? createHash('sha256').update(keepToken).digest('hex') : null
  await tx
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        keep ? ne(userSessions.tokenHash, keep) : undefined,
      ),
    )
}

/** L12: sets a new password with the reset code and signs the account out everywhere; returns the account's id. */
export async function resetPassword(
  db: DbOrTx,
  input: { email: string; captcha: string; newPassword: string; passwordAgain: string },
) {
  if (input.newPassword !== input.passwordAgain) throw badRequest(PASSWORDS_DIFFER)
  const passwordHash = await hashPassword(input.newPassword)
  return useCode(db, input.email, 'reset', input.captcha, async (tx) => {
    const user = await findUserByEmail(tx, input.email)
    if (!user || user.isVisitor) throw badRequest(WRONG_CODE)
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id))
    await revokeSessions(tx, user.id)
    return user.id
  })
}

/** U4/U5: changes the session user's password with the code sent by C1/C2; other sessions are signed out. */
export async function changePassword(
  db: DbOrTx,
  user: SessionUser,
  currentToken: string | null,
  channel: 'sms' | 'email',
  input: { captcha: string; newPassword: string; passwordAgain: string },
) {
  if (input.newPassword !== input.passwordAgain) throw badRequest(PASSWORDS_DIFFER)
  const target = passwordCodeTarget(user, channel)
  const passwordHash = await hashPassword(input.newPassword)
  await useCode(db, target, 'password', input.captcha, async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id))
    await revokeSessions(tx, user.id, currentToken)
  })
}

// ---- L7: Twitter; Google and Facebook (extensions) ----

/**
 * The users table has no column for a social id: a Twitter account is the user whose e-mail is
 * `twitter-<id>@users.noreply` (userType `twitter`, no password); Google and Facebook accounts follow the same
 * rule (`google-<sub>@users.noreply`, `facebook-<id>@users.noreply`). A provider's own e-mail is never used to
 * find an account, so signing in with a provider never opens an account registered with that e-mail.
 */
export const twitterEmail = (twitterId: string) => `twitter-${twitterId}@users.noreply`
export const googleEmail = (sub: string) => `google-${sub}@users.noreply`
export const facebookEmail = (facebookId: string) => `facebook-${facebookId}@users.noreply`

/** Signs in the provider's account, creating it on the first sign-in. */
function socialSession(db: DbOrTx, email: string, nickname: string, userType: 'twitter' | 'google' | 'facebook') {
  return unlessDuplicate(/*i18n*/ 'Please try again', () =>
    db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email)
      if (existing) return session(tx, existing.id)
      const id = await insertUser(tx, { email, nickname: nickname.slice(0, 30), userType })
      return session(tx, id)
    }),
  )
}

export async function loginByTwitter(
  db: DbOrTx,
  input: { oauthToken: string; oauthTokenSecret: string; oauthVerifier: string },
) {
  const account = await twitterAccessToken(input.oauthToken, input.oauthTokenSecret, input.oauthVerifier)
  return socialSession(db, twitterEmail(account.userId), account.screenName || 'Twitter user', 'twitter')
}

/** Google Identity Services: the id token is verified against Google's keys first. */
export async function loginByGoogle(db: DbOrTx, idToken: string) {
  const account = await verifyGoogleIdToken(idToken)
  return socialSession(db, googleEmail(account.sub), account.name || 'Google user', 'google')
}

/** Facebook Login: the access token is checked with the Graph API's debug_token first. */
export async function loginByFacebook(db: DbOrTx, accessToken: string) {
  const account = await verifyFacebookToken(accessToken)
  return socialSession(db, facebookEmail(account.userId), account.name || 'Facebook user', 'facebook')
}
