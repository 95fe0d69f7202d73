/**
 * Points (`integral`): the balance lives on `users.integral` and the frozen points on `users.frozen_integral`;
 * every change is one append-only row of `points_records` with its signed deltas (ledger.ts). Each change is one
 * conditional update of the user row (the new balances may not go below zero), so concurrent spends can never
 * overspend, and the ledger row is written in the same transaction.
 */
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { PointsEntry, PointsKind, PointsLedgerTab, PointsLinkType, PointsSummary } from '~/contract'
import type { DbOrTx } from '../db/client'
import { pointsEarnings, pointsRecords, users } from '../db/schema'
import { preparedStatement } from '../db/prepared'
import { readSetting } from '../db/settings'
import { formatDateTime } from '../http/dates'
import { type Paging, readPage } from '../http/page'
import { deltasOf, summaryOf } from './ledger'

export type { PointsLinkType }

export interface PointsChange {
  linkType: PointsLinkType
  linkId?: string
  title: string
}

export interface Balances {
  integral: number
  frozenIntegral: number
}

/**
 * One ledger entry and its change of the balances, or nothing (null) when a balance would go below zero or the
 * amount is not a positive whole number.
 */
export async function movePoints(
  tx: DbOrTx,
  userId: number,
  kind: PointsKind,
  points: number,
  change: PointsChange,
  from: 'available' | 'frozen' = 'available',
): Promise<Balances | null> {
  if (!Number.isInteger(points) || points <= 0) return null
  const d = deltasOf(kind, points, from)
  const [row] = await tx
    .update(users)
    .set({
      integral: sql`${users.integral} + ${d.available}`,
      frozenIntegral: sql`${users.frozenIntegral} + ${d.frozen}`,
    })
    .where(
      and(
        eq(users.id, userId),
        sql`${users.integral} + ${d.available} >= 0`,
        sql`${users.frozenIntegral} + ${d.frozen} >= 0`,
      ),
    )
    .returning({ integral: users.integral, frozenIntegral: users.frozenIntegral })
  if (!row) return null
  await tx.insert(pointsRecords).values({
    userId,
    type: d.type,
    kind,
    linkType: change.linkType,
    linkId: change.linkId ?? '',
    title: change.title,
    points,
    balance: row.integral,
    frozenBalance: row.frozenIntegral,
    availableDelta: d.available,
    frozenDelta: d.frozen,
  })
  return row
}

/** Adds points and writes the ledger row; returns the new balance. Zero or negative amounts change nothing. */
export const grantPoints = async (tx: DbOrTx, userId: number, points: number, change: PointsChange) =>
  (await movePoints(tx, userId, 'earn', points, change))?.integral ?? null

/** Spends points only if the balance covers them; returns the new balance, or null when it is short. */
export const spendPoints = async (tx: DbOrTx, userId: number, points: number, change: PointsChange) =>
  (await movePoints(tx, userId, 'spend', points, change))?.integral ?? null

export async function pointsBalance(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ integral: users.integral }).from(users).where(eq(users.id, userId))
  return row?.integral ?? 0
}

/** The welcome points of a new account (`checkout.points.registerBonus`), when points are enabled. */
export async function grantRegisterBonus(tx: DbOrTx, userId: number): Promise<void> {
  const checkout = await readSetting(tx, 'checkout')
  const bonus = checkout?.points.enabled ? Math.floor(checkout.points.registerBonus) : 0
  if (bonus > 0)
    await grantPoints(tx, userId, bonus, { linkType: 'register', linkId: String(userId), title: 'Welcome bonus' })
}

const sumOf = (condition: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(case when ${condition} then ${pointsRecords.points} else 0 end), 0)::int`

/** The ledger's sums, from which the summary and the check follow. */
const ledgerSumColumns = {
  earn: sumOf(sql`${pointsRecords.kind} = 'earn'`),
  returned: sumOf(sql`${pointsRecords.kind} = 'earn' and ${pointsRecords.linkType} in ('cancel', 'refund')`),
  spend: sumOf(sql`${pointsRecords.kind} = 'spend'`),
  freeze: sumOf(sql`${pointsRecords.kind} = 'freeze'`),
  reverse: sumOf(sql`${pointsRecords.kind} = 'reverse'`),
  available: sql<number>`coalesce(sum(${pointsRecords.availableDelta}), 0)::int`,
  frozen: sql<number>`coalesce(sum(${pointsRecords.frozenDelta}), 0)::int`,
}

/** The ledger's sums of every user, grouped. */
function ledgerSums(db: DbOrTx) {
  return db
    .select({ userId: pointsRecords.userId, ...ledgerSumColumns })
    .from(pointsRecords)
    .groupBy(pointsRecords.userId)
}

/**
 * PY8 (extended): balance, frozen, accumulated and spent points; the user row and its ledger's sums in one statement.
 * With `dueBy`, the same statement also looks whether any of the user's frozen earnings is due to thaw by then
 * (`thawDue`), so the read that thaws them first (routes.ts) costs no statement of its own when none is.
 */
export async function pointsSummary(
  db: DbOrTx,
  userId: number,
  dueBy?: Date,
): Promise<{ summary: PointsSummary; thawDue: boolean }> {
  // Prepared (decision 61): the order list reads it on every load, and Drizzle built its SQL each time.
  const statement = preparedStatement(db, dueBy ? 'points_summary_due' : 'points_summary', (db, name) => {
    const thawDue = dueBy
      ? sql<boolean>`exists (${db
          .select({ one: sql`1` })
          .from(pointsEarnings)
          .where(
            and(
              eq(pointsEarnings.userId, sql.placeholder('userId')),
              eq(pointsEarnings.status, 'frozen'),
              lte(pointsEarnings.thawAt, sql.placeholder('dueBy')),
            ),
          )})`
      : sql<boolean>`false`
    return db
      .select({ ...ledgerSumColumns, integral: users.integral, frozenIntegral: users.frozenIntegral, thawDue })
      .from(users)
      .leftJoin(pointsRecords, eq(pointsRecords.userId, users.id))
      .where(eq(users.id, sql.placeholder('userId')))
      .groupBy(users.id)
      .prepare(name)
  })
  const [row] = await statement.execute(dueBy ? { userId, dueBy } : { userId })
  const noLedger = { earn: 0, returned: 0, spend: 0, freeze: 0, reverse: 0, available: 0, frozen: 0 }
  const {
    integral,
    frozenIntegral,
    thawDue: due,
    ...sums
  } = row ?? {
    ...noLedger,
    integral: 0,
    frozenIntegral: 0,
    thawDue: false,
  }
  // The user row is the authority for what can be spent now; the check below proves the two agree.
  return { summary: { ...summaryOf(sums), integral, frozenIntegral }, thawDue: due === true }
}

export interface LedgerMismatch {
  userId: number
  integral: number
  ledgerIntegral: number
  frozenIntegral: number
  ledgerFrozen: number
}

/** Users whose balances differ from the sums of their ledger (empty when the books agree). */
export async function checkPointsLedger(db: DbOrTx): Promise<LedgerMismatch[]> {
  const sums = await ledgerSums(db)
  const byUser = new Map(sums.map((s) => [s.userId, s]))
  const rows = await db
    .select({ id: users.id, integral: users.integral, frozenIntegral: users.frozenIntegral })
    .from(users)
  return rows
    .map((u) => ({
      userId: u.id,
      integral: u.integral,
      ledgerIntegral: byUser.get(u.id)?.available ?? 0,
      frozenIntegral: u.frozenIntegral,
      ledgerFrozen: byUser.get(u.id)?.frozen ?? 0,
    }))
    .filter((m) => m.integral !== m.ledgerIntegral || m.frozenIntegral !== m.ledgerFrozen)
}

const EARNED_KINDS: PointsKind[] = ['earn', 'freeze']

/** PY8: the ledger, newest first; the `earned` tab keeps the entries that earned points. */
export async function pointsLedger(db: DbOrTx, userId: number, paging: Paging, tab: PointsLedgerTab = 'all') {
  const where = and(
    eq(pointsRecords.userId, userId),
    tab === 'earned' ? inArray(pointsRecords.kind, EARNED_KINDS) : undefined,
  )
  return readPage(
    db
      .select({ record: pointsRecords, thawAt: pointsEarnings.thawAt })
      .from(pointsRecords)
      .leftJoin(
        pointsEarnings,
        and(
          eq(pointsRecords.kind, 'freeze'),
          eq(pointsEarnings.userId, pointsRecords.userId),
          eq(pointsEarnings.orderNo, pointsRecords.linkId),
          eq(pointsEarnings.status, 'frozen'),
        ),
      )
      .where(where)
      .orderBy(desc(pointsRecords.createdAt), desc(pointsRecords.id)),
    db.$count(pointsRecords, where),
    paging,
    (rows) =>
      rows.map(({ record: r, thawAt }): PointsEntry => ({
        id: r.id,
        type: Number(r.type) === 2 ? 2 : 1,
        kind: r.kind as PointsKind,
        linkType: r.linkType as PointsLinkType,
        linkId: r.linkId,
        title: r.title,
        points: r.points,
        balance: r.balance,
        frozenBalance: r.frozenBalance,
        thawTime: thawAt ? formatDateTime(thawAt) : null,
        createTime: formatDateTime(r.createdAt),
      })),
  )
}
