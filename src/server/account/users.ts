/** Finding and creating shoppers: normalised phones, default nicknames, invite codes, duplicate checks. */
import { randomInt } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js'
import { type DbOrTx, isUniqueViolation } from '../db/client'
import { users } from '../db/schema'
import { badRequest } from '../http/envelope'
import { grantRegisterBonus } from '../points'

export const EMAIL_TAKEN = /*i18n*/ 'This e-mail is already registered, please sign in'
export const PHONE_TAKEN = /*i18n*/ 'This phone number is already registered, please sign in'
export const INVALID_PHONE = /*i18n*/ 'Please enter a valid phone number for the chosen country'

export interface Phone {
  countryCode: string
  phone: string
}

/** Validates a phone for its country (libphonenumber) and returns `+7` / national digits. */
export function normalizePhone(countryCode: string, phone: string): Phone {
  const parsed = parsePhoneNumberFromString(`${countryCode}${phone}`)
  if (!parsed?.isValid()) throw badRequest(INVALID_PHONE)
  return { countryCode: `+${parsed.countryCallingCode}`, phone: parsed.nationalNumber }
}

/** Region names in the languages a country field may be written in, lower case, for the lookup below. */
const NAME_LANGUAGES = ['en', 'zh-CN', 'es', 'ru', 'fr', 'th', 'lo', 'hi']
let regionByName: Map<string, string> | undefined

/**
 * The dial code (`+91`) of a country named as the reference client writes it ("India (भारत)": English, then the
 * name in its own language), by ISO code ("IN") or by a name in any of the shop's languages; null when it names none.
 */
export function dialCodeOfCountry(country: string | undefined): string | null {
  if (!country) return null
  if (!regionByName) {
    regionByName = new Map()
    for (const language of NAME_LANGUAGES) {
      const names = new Intl.DisplayNames([language], { type: 'region' })
      for (const iso of getCountries()) {
        const name = names.of(iso)?.toLowerCase()
        if (name && !regionByName.has(name)) regionByName.set(name, iso)
      }
    }
  }
  const parts = [country, ...country.split(/[()]/)].map((part) => part.trim().toLowerCase()).filter(Boolean)
  for (const part of parts) {
    const iso = /^[a-z]{2}$/.test(part) ? part.toUpperCase() : regionByName.get(part)
    if (iso && (getCountries() as string[]).includes(iso))
      return `+${getCountryCallingCode(iso as Parameters<typeof getCountryCallingCode>[0])}`
  }
  return null
}

const INVITE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
export function randomInviteCode(): string {
  let code = ''
  for (let i = 0; i < 8; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]
  return code
}

export const nicknameFromEmail = (email: string) => email.split('@')[0].slice(0, 30) || 'Shopper'
/** `900****567`: the first three and last three digits of the national number. */
export const maskedPhone = (phone: string) =>
  phone.length > 6 ? `${phone.slice(0, 3)}${'*'.repeat(Math.min(4, phone.length - 6))}${phone.slice(-3)}` : phone

const userColumns = {
  id: users.id,
  email: users.email,
  phone: users.phone,
  countryCode: users.countryCode,
  passwordHash: users.passwordHash,
  isVisitor: users.isVisitor,
  userType: users.userType,
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  return user
}

export async function findUserByPhone(db: DbOrTx, { countryCode, phone }: Phone) {
  const [user] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.countryCode, countryCode), eq(users.phone, phone)))
  return user
}

/** The id of the inviter for a valid invite code; an unknown code is ignored. */
export async function inviterId(db: DbOrTx, inviteCode: string): Promise<number | null> {
  if (!/^[A-Z0-9]{4,16}$/.test(inviteCode)) return null
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, inviteCode))
  return row?.id ?? null
}

async function freshInviteCode(db: DbOrTx): Promise<string> {
  for (;;) {
    const code = randomInviteCode()
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, code))
    if (!taken) return code
  }
}

export interface NewUser {
  email?: string | null
  phone?: string | null
  countryCode?: string | null
  passwordHash?: string | null
  nickname: string
  userType: 'email' | 'phone' | 'visitor' | 'twitter' | 'google' | 'facebook'
  isVisitor?: boolean
  invitedBy?: number | null
}

export async function insertUser(db: DbOrTx, user: NewUser): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ ...user, isVisitor: user.isVisitor ?? false, inviteCode: await freshInviteCode(db) })
    .returning({ id: users.id })
  // Every new account (e-mail, phone, tourist, social) receives the welcome points, with its ledger row.
  await grantRegisterBonus(db, row.id)
  return row.id
}

/** Runs `work`; a unique-index race (two sign-ups at once) becomes the given 400 instead of a 500. */
export async function unlessDuplicate<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(message)
    throw error
  }
}
