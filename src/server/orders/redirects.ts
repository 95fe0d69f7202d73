/** The `redirect` of unpaid orders in the order views: where a CRMEB client's "Pay" goes. */
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { payments } from '../db/schema'

/**
 * O6/O7's `redirect` (docs/api.md §8 item 13, #ref-8: a CRMEB client's "Pay" on an unpaid PayPal order goes there without PY2):
 * the approval page of each unpaid order's latest PayPal attempt still awaiting the shopper.
 */
export async function paypalRedirects(
  db: DbOrTx,
  masters: { orderNo: string; status: string }[],
): Promise<Map<string, string>> {
  const redirects = new Map<string, string>()
  const orderNos = [...new Set(masters.filter((m) => m.status === 'unpaid').map((m) => m.orderNo))]
  if (orderNos.length === 0) return redirects
  const rows = await db
    .select({ orderNo: payments.orderNo, approvalUrl: payments.approvalUrl, status: payments.status })
    .from(payments)
    .where(and(inArray(payments.orderNo, orderNos), eq(payments.provider, 'paypal')))
    .orderBy(desc(payments.id))
  for (const row of rows) {
    if (redirects.has(row.orderNo)) continue
    redirects.set(row.orderNo, row.status === 'created' ? (row.approvalUrl ?? '') : '')
  }
  return redirects
}
