/**
 * The operator's shop commands (decision 49): a shop's packing fee and shipping insurance, and its settlement
 * statement. npm run ops -- merchant-fees <merId> [--packing-fee 2.00] [--insurance-rate 0.0100] |
 * merchant-statement <merId>.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db } from '../db/client'
import { merchantCategories, merchantOrders, merchants, orders } from '../db/schema'
import { notFound } from '../http/envelope'
import { OpsId } from '../kit/ops'
import { statementOf } from './statement'

const MerId = OpsId('a shop id')

export const MerchantCommands = [
  v.object({
    command: v.literal('merchant-fees'),
    merId: MerId,
    /** Charged once per merchant order, e.g. "2.00"; "0" charges none. */
    packingFee: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,6}(\.\d{1,2})?$/, 'the packing fee must be an amount like 2.00 (at most 999999.99)'),
      ),
    ),
    /** A share of the goods value, e.g. "0.0100" = 1 %; "0" charges none. */
    insuranceRate: v.optional(
      v.pipe(
        v.string(),
        v.regex(
          /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/,
          'the insurance rate must be a share from 0 to 1, like 0.0100 for 1 %',
        ),
      ),
    ),
  }),
  v.object({ command: v.literal('merchant-statement'), merId: MerId }),
] as const
export type MerchantCommand = v.InferOutput<(typeof MerchantCommands)[number]>

export const isMerchantCommand = (command: { command: string }): command is MerchantCommand =>
  command.command === 'merchant-fees' || command.command === 'merchant-statement'

export function runMerchantCommand(db: Db, command: MerchantCommand): Promise<unknown> {
  return command.command === 'merchant-fees' ? setMerchantFees(db, command) : merchantStatement(db, command.merId)
}

/** Sets what is given (a command with neither only shows the shop's fees); answers the shop's fees. */
async function setMerchantFees(db: Db, input: { merId: number; packingFee?: string; insuranceRate?: string }) {
  const changes = {
    ...(input.packingFee !== undefined ? { packingFee: input.packingFee } : {}),
    ...(input.insuranceRate !== undefined ? { insuranceRate: input.insuranceRate } : {}),
  }
  if (Object.keys(changes).length > 0) await db.update(merchants).set(changes).where(eq(merchants.id, input.merId))
  const [row] = await db
    .select({
      merId: merchants.id,
      name: merchants.name,
      packingFee: merchants.packingFee,
      insuranceRate: merchants.insuranceRate,
    })
    .from(merchants)
    .where(eq(merchants.id, input.merId))
  if (!row) throw notFound(/*i18n*/ 'Store not found')
  return row
}

/**
 * The shop's statement over its orders whose money is in: paid masters, and cash on delivery once received (the
 * courier collected it).
 */
async function merchantStatement(db: Db, merId: number) {
  const [shop] = await db
    .select({ name: merchants.name, handlingFee: merchantCategories.handlingFee })
    .from(merchants)
    .innerJoin(merchantCategories, eq(merchantCategories.id, merchants.categoryId))
    .where(eq(merchants.id, merId))
  if (!shop) throw notFound(/*i18n*/ 'Store not found')
  const rows = await db
    .select({
      payPrice: merchantOrders.payPrice,
      freightPrice: merchantOrders.freightPrice,
      packingPrice: merchantOrders.packingPrice,
      insurancePrice: merchantOrders.insurancePrice,
      platformCouponPrice: merchantOrders.platformCouponPrice,
      integralPrice: merchantOrders.integralPrice,
      refundPrice: merchantOrders.refundPrice,
      refundStatus: sql<number>`${merchantOrders.refundStatus}::int`,
    })
    .from(merchantOrders)
    .innerJoin(orders, eq(orders.id, merchantOrders.masterId))
    .where(
      and(
        eq(merchantOrders.merId, merId),
        or(eq(orders.status, 'paid'), and(eq(orders.status, 'cod'), inArray(merchantOrders.status, [2, 3]))),
      ),
    )
  return { merId, name: shop.name, ...statementOf(rows, shop.handlingFee) }
}

/** argv (after the command name) → the command object, for scripts/ops.ts. */
export function merchantCommandOf(
  name: string,
  rest: string[],
  values: { 'packing-fee'?: string; 'insurance-rate'?: string },
) {
  const merId = rest[0] === undefined ? undefined : Number(rest[0])
  if (name === 'merchant-statement') return { command: name, merId }
  return { command: name, merId, packingFee: values['packing-fee'], insuranceRate: values['insurance-rate'] }
}

export const MERCHANT_USAGE = `  merchant-fees <merId> [--packing-fee <amount>] [--insurance-rate <share>]
      a shop's packing fee per order and shipping insurance (a share of the goods value: 0.0100 = 1 %); 0 charges none
  merchant-statement <merId>   what the shop's paid orders bring in: refunds, fees, commission and payout`
