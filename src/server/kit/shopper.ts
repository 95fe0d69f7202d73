/**
 * A shopper named on the operator's command line: by e-mail, or by phone with its dial code (`+7 9001234567`,
 * `+79001234567`), since a shopper who registered by phone has no e-mail. One rule for every command that names a
 * shopper (grant-points, points-unfreeze, give-coupon, notice --to).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { and, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { EMAIL_PATTERN } from '~/contract'
import type { DbOrTx } from '../db/client'
import { users } from '../db/schema'
import { badRequest } from '../http/envelope'

/** `+7 9001234567` → the stored pair (`+7`, `9001234567`); null when the text is no phone with a dial code. */
function phoneOf(text: string): { countryCode: string; phone: string } | null {
  const spaced = /^(\+\d{1,4})\s+([\d\s()-]{4,20})$/.exec(text)
  if (spaced) return { countryCode: spaced[1], phone: spaced[2].replace(/[\s()-]/g, '') }
  const parsed = text.startsWith('+') ? parsePhoneNumberFromString(text.replace(/[\s()-]/g, '')) : undefined
  return parsed ? { countryCode: `+${parsed.countryCallingCode}`, phone: String(parsed.nationalNumber) } : null
}

export const isShopperRef = (text: string) => EMAIL_PATTERN.test(text) || phoneOf(text) !== null

/** The valibot schema of a shopper argument, named `name` in its messages. */
export const ShopperRef = (name: string) =>
  v.pipe(
    v.string(`${name} is required`),
    v.trim(),
    v.check(isShopperRef, `${name} must be an e-mail or a phone with its dial code, like +7 9001234567`),
  )

/** The shopper an e-mail (any case) or phone names; a refusal saying so when nobody has it. */
export async function findShopper(db: DbOrTx, ref: string): Promise<{ id: number }> {
  const phone = EMAIL_PATTERN.test(ref) ? null : phoneOf(ref)
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      phone
        ? and(eq(users.countryCode, phone.countryCode), eq(users.phone, phone.phone))
        : sql`lower(${users.email}) = ${ref.toLowerCase()}`,
    )
    .limit(1)
  if (!user) throw badRequest(`No shopper has the ${phone ? 'phone' : 'e-mail'} ${ref}`)
  return user
}
