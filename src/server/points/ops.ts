/**
 * The operator's points commands (scripts/ops.ts, decision 15): grant points to a shopper, thaw frozen points
 * (the due ones, or all of them at once to end the frozen period early), ship a points order, and check that every
 * balance equals the sum of its ledger.
 */
import * as v from 'valibot'
import type { Db } from '../db/client'
import { badRequest } from '../http/envelope'
import { OpsText } from '../kit/ops'
import { findShopper, ShopperRef } from '../kit/shopper'
import { unfreezeDue } from './earning'
import { checkPointsLedger, movePoints } from './service'
import { shipPointsOrder } from './shop'

export const POINTS_OPS_COMMANDS = [
  v.object({
    command: v.literal('grant-points'),
    /** An e-mail or a phone with its dial code. */
    shopper: ShopperRef('the shopper'),
    points: v.pipe(
      v.number('points must be a number'),
      v.integer('points must be a whole number'),
      v.minValue(1, 'points must be at least 1'),
      v.maxValue(1_000_000, 'points must be at most 1000000'),
    ),
    reason: OpsText('reason', 120),
  }),
  v.object({
    command: v.literal('points-unfreeze'),
    shopper: v.optional(ShopperRef('--shopper')),
    all: v.optional(v.boolean(), false),
  }),
  v.object({
    command: v.literal('ship-points-order'),
    orderNo: v.pipe(v.string('an order number is required'), v.regex(/^JF\d{20}$/, 'is not a points order number')),
    expName: OpsText('courier', 60),
    expNo: OpsText('tracking number', 60),
  }),
  v.object({ command: v.literal('points-check') }),
] as const

const PointsCommand = v.variant('command', [...POINTS_OPS_COMMANDS])
export type PointsOpsCommand = v.InferOutput<typeof PointsCommand>

const NAMES: ReadonlySet<string> = new Set(POINTS_OPS_COMMANDS.map((c) => c.entries.command.literal))
export const isPointsCommand = (command: { command: string }): command is PointsOpsCommand => NAMES.has(command.command)

export async function runPointsCommand(db: Db, command: PointsOpsCommand): Promise<unknown> {
  switch (command.command) {
    case 'grant-points': {
      const user = await findShopper(db, command.shopper)
      const after = await db.transaction((tx) =>
        movePoints(tx, user.id, 'earn', command.points, { linkType: 'grant', title: command.reason }),
      )
      return { shopper: command.shopper, granted: command.points, integral: after?.integral }
    }
    case 'points-unfreeze': {
      const userId = command.shopper ? (await findShopper(db, command.shopper)).id : null
      let unfrozen = 0
      let batch: number
      do {
        batch = await unfreezeDue(db, { userId, all: command.all })
        unfrozen += batch
      } while (batch === 100)
      return { unfrozen }
    }
    case 'ship-points-order':
      return shipPointsOrder(db, command.orderNo, command.expName, command.expNo)
    case 'points-check': {
      const mismatches = await checkPointsLedger(db)
      if (mismatches.length > 0) throw badRequest(`Balances differ from the ledger: ${JSON.stringify(mismatches)}`)
      return { ok: true }
    }
  }
}
