/**
 * The shopper's address book. Every query is scoped to the session user: another user's id is simply
 * "Address not found". Changes that touch the default flag run in a transaction that first locks the user's
 * row, so concurrent requests cannot leave two defaults (or none) or pass the 20-address cap.
 */
import { countryCodeFrom, countryEnglishName } from '~/contract/countries'
import { and, count, desc, eq } from 'drizzle-orm'
import type { Db, DbOrTx, Tx } from '../db/client'
import { userAddresses, users } from '../db/schema'
import { badRequest, notFound } from '../http/envelope'
import { formatDateTime } from '../http/dates'
import { offsetOf, pageOf, type Paging } from '../http/page'
import { readOncePerRequest } from '../http/request-scope'
import type { AddressInputValue } from './schemas'

export const MAX_ADDRESSES = 20
export const ADDRESS_NOT_FOUND = /*i18n*/ 'Address not found'
/**
 * AD4's refusal, in the spec's words (docs/spec.md §8.14 (#spec-8-14): "the default address that was set does not
 * exist").
 */
export const DEFAULT_ADDRESS_NOT_FOUND = /*i18n*/ 'The address you chose as default does not exist'

type Row = typeof userAddresses.$inferSelect

export function addressView(row: Row) {
  return {
    id: row.id,
    uid: row.userId,
    realName: row.realName,
    email: row.email,
    phone: row.phone,
    countryCode: row.countryCode,
    country: row.country,
    detail: row.detail,
    postCode: row.postCode,
    isDefault: row.isDefault,
    createTime: formatDateTime(row.createdAt),
    updateTime: formatDateTime(row.updatedAt),
  }
}

const live = (userId: number) => and(eq(userAddresses.userId, userId), eq(userAddresses.isDeleted, false))
/** The default first, then the newest. */
const displayOrder = [desc(userAddresses.isDefault), desc(userAddresses.createdAt), desc(userAddresses.id)]

/**
 * The shopper's live addresses in display order (at most MAX_ADDRESSES), read once per request: the checkout page's
 * load (its default address) and its address list share one statement.
 */
function liveAddresses(db: DbOrTx, userId: number): Promise<Row[]> {
  // An async function: the answer is a promise run once, not the query builder (which runs on every await).
  return readOncePerRequest(db, `live addresses ${userId}`, async () =>
    db
      .select()
      .from(userAddresses)
      .where(live(userId))
      .orderBy(...displayOrder),
  )
}

export async function listAddresses(db: DbOrTx, userId: number, { page, limit }: Paging) {
  const rows = await liveAddresses(db, userId)
  const from = offsetOf(page, limit)
  return pageOf(rows.slice(from, from + limit).map(addressView), rows.length, page, limit)
}

export async function allAddresses(db: DbOrTx, userId: number) {
  return (await liveAddresses(db, userId)).map(addressView)
}

/** The address checkout starts from: the shopper's default, else their newest; null when they have none. */
export async function defaultAddress(db: DbOrTx, userId: number): Promise<Row | null> {
  return (await liveAddresses(db, userId))[0] ?? null
}

async function ownAddress(db: DbOrTx, userId: number, id: number, missing = ADDRESS_NOT_FOUND): Promise<Row> {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(live(userId), eq(userAddresses.id, id)))
  if (!row) throw notFound(missing)
  return row
}

export async function addressDetail(db: DbOrTx, userId: number, id: number) {
  return addressView(await ownAddress(db, userId, id))
}

/** Serialises one user's address changes (row lock on the user). */
async function lockUser(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

async function clearDefault(tx: Tx, userId: number) {
  await tx
    .update(userAddresses)
    .set({ isDefault: false })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true)))
}

/**
 * AD3: creates (no `id`) or updates an address. The first address becomes the default; `isDefault: true`
 * moves the default here. The default cannot be cleared by an edit (set another address as default instead).
 */
export async function saveAddress(db: Db, userId: number, input: AddressInputValue) {
  const fields = {
    realName: input.realName,
    email: input.email,
    phone: input.phone,
    countryCode: input.countryCode,
    country: input.country,
    detail: input.detail,
    postCode: input.postCode,
  }
  return db.transaction(async (tx) => {
    await lockUser(tx, userId)
    if (input.id) {
      const current = await ownAddress(tx, userId, input.id)
      const makeDefault = input.isDefault && !current.isDefault
      if (makeDefault) await clearDefault(tx, userId)
      const [row] = await tx
        .update(userAddresses)
        .set({ ...fields, isDefault: current.isDefault || makeDefault, updatedAt: new Date() })
        .where(eq(userAddresses.id, current.id))
        .returning()
      return addressView(row)
    }
    const [{ total }] = await tx.select({ total: count() }).from(userAddresses).where(live(userId))
    if (total >= MAX_ADDRESSES)
      throw badRequest(/*i18n*/ 'You can save at most {count} addresses', { count: MAX_ADDRESSES })
    const isDefault = input.isDefault || total === 0
    if (isDefault) await clearDefault(tx, userId)
    const [row] = await tx
      .insert(userAddresses)
      .values({ ...fields, userId, isDefault })
      .returning()
    return addressView(row)
  })
}

/** AD4: exactly one default per user. */
export async function setDefaultAddress(db: Db, userId: number, id: number) {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const row = await ownAddress(tx, userId, id, DEFAULT_ADDRESS_NOT_FOUND)
    if (row.isDefault) return
    await clearDefault(tx, userId)
    await tx.update(userAddresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(userAddresses.id, row.id))
  })
}

/** AD5: soft delete; deleting the default makes the newest remaining address the default. */
export async function deleteAddress(db: Db, userId: number, id: number) {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const row = await ownAddress(tx, userId, id)
    await tx
      .update(userAddresses)
      .set({ isDeleted: true, isDefault: false, updatedAt: new Date() })
      .where(eq(userAddresses.id, row.id))
    if (!row.isDefault) return
    const [next] = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(live(userId))
      .orderBy(desc(userAddresses.createdAt), desc(userAddresses.id))
      .limit(1)
    if (next) await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, next.id))
  })
}

/**
 * What an order (and a points order) copies of its address: the recipient, the phone with its country code, the
 * address line as the wire contract has it (the country's English name first) and the country's code, with which the
 * line is later shown in the reader's language (`addressLineIn`).
 */
export function recipientOf(address: typeof userAddresses.$inferSelect) {
  return {
    realName: address.realName,
    userPhone: address.countryCode ? `+${address.countryCode.replace(/^\+/, '')} ${address.phone}` : address.phone,
    userAddress: [countryEnglishName(address.country), address.detail, address.postCode].filter(Boolean).join(' '),
    userCountry: countryCodeFrom(address.country) ?? '',
  }
}
