/** The operator's settlement commands (npm run ops -- settlement-list | settlement-approve | settlement-reject). */
import * as v from 'valibot'
import { SETTLEMENT_LIMITS } from '~/contract'
import type { Db } from '../db/client'
import { OpsId, OpsText } from '../kit/ops'
import { decideSettlement, listSettlements } from './service'

const ApplicationId = OpsId('an application id')

export const SettlementCommands = [
  v.object({
    command: v.literal('settlement-list'),
    status: v.optional(v.picklist(['1', '2', '3'], 'status must be 1, 2 or 3')),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500)), 50),
  }),
  v.object({ command: v.literal('settlement-approve'), id: ApplicationId }),
  v.object({
    command: v.literal('settlement-reject'),
    id: ApplicationId,
    reason: OpsText('reason', SETTLEMENT_LIMITS.denialReason),
  }),
] as const
export type SettlementCommand = v.InferOutput<(typeof SettlementCommands)[number]>

export function runSettlementCommand(db: Db, command: SettlementCommand): Promise<unknown> {
  switch (command.command) {
    case 'settlement-list':
      return listSettlements(
        db,
        command.status === undefined ? undefined : (Number(command.status) as 1 | 2 | 3),
        command.limit,
      )
    case 'settlement-approve':
      return decideSettlement(db, command.id, { approved: true })
    case 'settlement-reject':
      return decideSettlement(db, command.id, { approved: false, reason: command.reason })
  }
}

/** argv (after the command name) → the command object, for scripts/ops.ts. */
export function settlementCommandOf(
  name: string,
  rest: string[],
  values: { status?: string; limit?: number; reason?: string },
) {
  if (name === 'settlement-list') return { command: name, status: values.status, limit: values.limit }
  return { command: name, id: Number(rest[0]), reason: values.reason }
}

export const SETTLEMENT_USAGE = `  settlement-list [--status 1|2|3] [--limit N]   (1 to be reviewed, 2 approved, 3 not approved)
  settlement-approve <applicationId>
  settlement-reject <applicationId> --reason <text>`

export const isSettlementCommand = (name: string) => /^settlement-(list|approve|reject)$/.test(name)
