/**
 * A checkout rehearsed once on each pooled connection when the server opens its database, and rolled back
 * (decision 122): sign-in's session read, O1, O3, O4 and cash on delivery run their own prepared statements with the
 * triggers and foreign-key checks they fire, so the first buyers on that connection do not pay PostgreSQL's first
 * plans, the triggers' PL/pgSQL compiles and the key checks' plans, nor node its first runs of this code.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm'
import { TransactionRollbackError } from 'drizzle-orm/errors'
import { FALLBACK_LOCALE } from '../../i18n/locales'
import { createSession, findSessionUser } from '../auth'
import type { Db } from '../db/client'
import { products, productSkus, userAddresses, users } from '../db/schema'
import { startPayment } from '../payments'
import { createOrder } from './create-order'
import { checkoutSettings, computePrice, createPreOrder, enabledPayTypes } from './service'

/**
 * On `db`, one connection of its own: a throwaway shopper with an address buys one unit of the `n`-th SKU for sale
 * (each connection another SKU, so the rehearsals never wait for one another's row locks), then the whole
 * transaction is rolled back. Nothing stays but the sequences' numbers it drew. A shop with nothing for sale
 * rehearses only up to the SKU read.
 */
export async function rehearseCheckout(db: Db, n: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const on = tx as unknown as Db
      const [sku] = await on
        .select({ id: productSkus.id, productId: productSkus.productId })
        .from(productSkus)
        .innerJoin(products, eq(products.id, productSkus.productId))
        .where(and(eq(products.isShow, true), lte(products.minBuy, 1), gte(productSkus.stock, 1)))
        .orderBy(asc(productSkus.id))
        .limit(1)
        .offset(n)
      if (!sku) tx.rollback()
      const tag = `${process.pid}-${n}-${Date.now()}`
      const [user] = await on
        .insert(users)
        .values({
          email: `rehearsal-${tag}@rehearsal.invalid`,
          nickname: 'Rehearsal',
          inviteCode: `R${tag}`,
          userType: 'email',
        })
        .returning({ id: users.id })
      const [address] = await on
        .insert(userAddresses)
        .values({ userId: user.id, realName: 'Rehearsal', phone: '0', country: '-', detail: '-', postCode: '0' })
        .returning({ id: userAddresses.id })
      await findSessionUser(on, await createSession(on, user.id))
      const locale = FALLBACK_LOCALE
      const { preOrderNo } = await createPreOrder(on, locale, user.id, {
        preOrderType: 'buyNow',
        orderDetails: [{ attrValueId: sku.id, productId: sku.productId, productNum: 1 }],
      })
      const order = { preOrderNo, addressId: address.id, isUseIntegral: true }
      await computePrice(on, locale, user.id, order)
      const [payType] = enabledPayTypes(await checkoutSettings(on))
      if (payType) {
        const { orderNo } = await createOrder(on, locale, user.id, { ...order, payType, payChannel: 'pc' })
        if (payType === 'cod') await startPayment(on, user.id, { orderNo, payType, payChannel: 'pc' }, '')
      }
      tx.rollback()
    })
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error
  }
}
