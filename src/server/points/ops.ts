/**
 * The operator's points commands (scripts/ops.ts, decision 15): grant points to a shopper, thaw frozen points
 * (the due ones, or all of them at once to end the frozen period early), ship a points order, and check that every
 * balance equals the sum of its ledger.
 */
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { badRequest } from '../http/envelope'
import { unfreezeDue } from './earning'
import { checkPointsLedger, movePoints } from './service'
import { shipPointsOrder } from './shop'

const Email = v.pipe(v.string('an e-mail is required'), v.trim(), v.email('is not an e-mail address'))
const Text = (name: string, max: number) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`), v.maxLength(max, `${name} must be at most ${max} characters`))

export const POINTS_OPS_COMMANDS = [
  v.object({
    command: v.literal('grant-points'),
    email: Email,
    points: v.pipe(v.number('points must be a number'), v.integer('points must be a whole number'), v.minValue(1, 'points must be at least 1'), v.maxValue(1_000_000, 'points must be at most 1000000')),
    reason: Text('reason', 120),
  }),
  v.object({ command: v.literal('points-unfreeze'), email: v.optional(Email), all: v.optional(v.boolean(), false) }),
  v.object({
    command: v.literal('ship-points-order'),
    orderNo: v.pipe(v.string('an order number is required'), v.regex(/^JF\d{20}$/, 'is not a points order number')),
    expName: Text('courier', 60),
    expNo: Text('tracking number', 60),
  }),
  v.object({ command: v.literal('points-check') }),
] as const

const PointsCommand = v.variant('command', [...POINTS_OPS_COMMANDS])
export type PointsOpsCommand = v.InferOutput<typeof PointsCommand>

const NAMES: ReadonlySet<string> = new Set(POINTS_OPS_COMMANDS.map((c) => c.entries.command.literal))
export const isPointsCommand = (command: { command: string }): command is PointsOpsCommand => NAMES.has(command.command)

async function userByEmail(db: Db, email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`)
  if (!user) throw badRequest(`No user with the e-mail ${email}`)
  return user
}

export async function runPointsCommand(db: Db, command: PointsOpsCommand): Promise<unknown> {
  switch (command.command) {
    case 'grant-points': {
      const user = await userByEmail(db, command.email)
      const after = await db.transaction((tx) => movePoints(tx, user.id, 'earn', command.points, { linkType: 'grant', title: command.reason }))
      return { email: command.email, granted: command.points, integral: after?.integral }
    }
    case 'points-unfreeze': {
      const userId = command.email ? (await userByEmail(db, command.email)).id : null
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
