/**
 * Adding a contact to an account (extension): a shopper registered by phone adds an e-mail, one registered
 * by e-mail (or a social account) adds a phone. The new address gets a code (purpose `bind`); the code proves it is
 * theirs, and the change runs in the code's transaction (`useCode`). Only a missing contact can be added: changing
 * one that signs the account in is another flow. An address of another account is refused, except a tourist's
 * phone, which anyone could have typed: the code just proved who owns it, so it moves, as at phone registration.
 */
import { eq } from 'drizzle-orm'
import { issueCode, phoneTarget, type SessionUser, useCode } from '../auth'
import type { DbOrTx } from '../db/client'
import { users } from '../db/schema'
import { badRequest } from '../http/envelope'
import { codeMessage, sendMessage } from '../messages'
import type { CodeRequester } from './flows'
import { EMAIL_TAKEN, findUserByEmail, findUserByPhone, type Phone, PHONE_TAKEN, unlessDuplicate } from './users'

export const HAS_EMAIL = /*i18n*/ 'Your account already has an e-mail'
export const HAS_PHONE = /*i18n*/ 'Your account already has a phone number'
export const EMAIL_ADDED = /*i18n*/ 'Your e-mail has been added'
export const PHONE_ADDED = /*i18n*/ 'Your phone number has been added'

async function checkEmail(db: DbOrTx, user: Pick<SessionUser, 'id'>, email: string) {
  const [current] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id))
  if (current?.email) throw badRequest(HAS_EMAIL)
  const holder = await findUserByEmail(db, email)
  if (holder && holder.id !== user.id) throw badRequest(EMAIL_TAKEN)
}

/** Who holds the phone now: nobody, or a tourist whose typed number it was; another account is refused. */
async function checkPhone(db: DbOrTx, user: Pick<SessionUser, 'id'>, phone: Phone) {
  const [current] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, user.id))
  if (current?.phone) throw badRequest(HAS_PHONE)
  const holder = await findUserByPhone(db, phone)
  if (holder && holder.id !== user.id && !holder.isVisitor) throw badRequest(PHONE_TAKEN)
  return holder && holder.id !== user.id ? holder : null
}

async function send(db: DbOrTx, channel: 'email' | 'sms', target: string, by: CodeRequester) {
  const code = await issueCode(db, target, 'bind')
  const { subject, body } = await codeMessage(channel, 'bind', code, by.locale)
  await sendMessage(db, { channel, to: target, subject, body }, by.browser)
}

export async function sendAddEmailCode(db: DbOrTx, user: SessionUser, email: string, by: CodeRequester) {
  await checkEmail(db, user, email)
  await send(db, 'email', email, by)
}

export async function addEmail(db: DbOrTx, user: SessionUser, input: { email: string; captcha: string }) {
  await unlessDuplicate(EMAIL_TAKEN, () =>
    useCode(db, input.email, 'bind', input.captcha, async (tx) => {
      await checkEmail(tx, user, input.email)
      await tx.update(users).set({ email: input.email }).where(eq(users.id, user.id))
    }),
  )
}

export async function sendAddPhoneCode(db: DbOrTx, user: SessionUser, phone: Phone, by: CodeRequester) {
  await checkPhone(db, user, phone)
  await send(db, 'sms', phoneTarget(phone.countryCode, phone.phone), by)
}

export async function addPhone(db: DbOrTx, user: SessionUser, input: Phone & { captcha: string }) {
  const phone = { countryCode: input.countryCode, phone: input.phone }
  await unlessDuplicate(PHONE_TAKEN, () =>
    useCode(db, phoneTarget(phone.countryCode, phone.phone), 'bind', input.captcha, async (tx) => {
      const tourist = await checkPhone(tx, user, phone)
      if (tourist) await tx.update(users).set({ phone: null, countryCode: null }).where(eq(users.id, tourist.id))
      await tx.update(users).set(phone).where(eq(users.id, user.id))
    }),
  )
}
