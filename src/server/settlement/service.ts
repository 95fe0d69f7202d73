/**
 * Merchant settlement (M8–M10, C3): a shopper applies to sell; the operator approves or rejects through the CLI
 * (ops.ts). States (§4.5): 1 to be reviewed → 2 approved | 3 not approved (with a reason). At most one application
 * of a user waits for review (a partial unique index, so two concurrent submissions cannot both pass). An approval
 * is recorded, not turned into a store: the catalogue's stores are created by the operator (decision 20).
 */
import Decimal from 'decimal.js'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { AUDIT_STATUS, type AuditStatus, type SettlementApplication, type SettlementRecord } from '~/contract'
import { unlessDuplicate } from '../account'
import { issueCode, useCode } from '../auth'
import type { Locale } from '../../i18n/locales'
import { codeMessage } from '../messages'
import type { Db, DbOrTx } from '../db/client'
import { merchantApplications, merchantCategories, merchantTypes, uploads } from '../db/schema'
import { formatDateTime } from '../http/dates'
import { badRequest, notFound } from '../http/envelope'
import { type Paging, readPage } from '../http/page'
import type { OutboxBrowser } from '../messages'
import { sendMessage } from '../messages'
import { sendNotice } from '../notices'
import { ownUploadsAt } from '../uploads'
import type { Abs } from '../kit/urls'

type Row = typeof merchantApplications.$inferSelect

export const ALREADY_PENDING =
  /*i18n*/ 'You already have a merchant application under review; please wait for its result'
export const IMAGE_NOT_ALLOWED = /*i18n*/ 'Qualification images must be images you uploaded for this application'
export const NO_SUCH_CATEGORY = /*i18n*/ 'Please choose a merchant classification'
export const NO_SUCH_TYPE = /*i18n*/ 'Please choose a store type'
export const APPLICATION_NOT_FOUND = /*i18n*/ 'Application not found'
export const NOT_PENDING = /*i18n*/ 'This application has already been reviewed'
/** The upload purpose of qualification images: private to the uploader (not in PUBLIC_PURPOSES). */
export const QUALIFICATION_PURPOSE = 'qualification'
/** Where the decision notice links to. */
export const RECORD_PATH = '/users/application_record'

export interface SettlementInput {
  name: string
  realName: string
  countryCode: string
  phone: string
  email: string
  captcha: string
  categoryId: number
  typeId: number
  /** Image URLs (absolute or site paths). */
  images: string[]
}

/** C3: a code to the applicant's e-mail (purpose `settle`, the 60 s resend rule of `issueCode`). */
export async function sendSettlementCode(db: DbOrTx, email: string, by: { browser?: OutboxBrowser; locale: Locale }) {
  const code = await issueCode(db, email, 'settle')
  const { subject, body } = await codeMessage('email', 'settle', code, by.locale)
  await sendMessage(db, { channel: 'email', to: email, subject, body }, by.browser)
}

/** The qualification images' site paths and upload ids: each must be a private upload of this user. */
async function checkedImages(db: DbOrTx, userId: number, urls: string[], origin: string) {
  const own = await ownUploadsAt(db, userId, urls, origin, { privateOnly: true })
  if (!own) throw badRequest(IMAGE_NOT_ALLOWED)
  return own
}

async function pendingOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: merchantApplications.id })
    .from(merchantApplications)
    .where(and(eq(merchantApplications.userId, userId), eq(merchantApplications.auditStatus, AUDIT_STATUS.pending)))
  return row
}

/** M8: checks everything, then spends the e-mail code and stores the application in one transaction. */
export async function applyForSettlement(
  db: Db,
  userId: number,
  input: SettlementInput,
  origin: string,
): Promise<{ id: number }> {
  if (await pendingOf(db, userId)) throw badRequest(ALREADY_PENDING)
  const [category] = await db.select().from(merchantCategories).where(eq(merchantCategories.id, input.categoryId))
  if (!category) throw badRequest(NO_SUCH_CATEGORY)
  const [type] = await db.select({ id: merchantTypes.id }).from(merchantTypes).where(eq(merchantTypes.id, input.typeId))
  if (!type) throw badRequest(NO_SUCH_TYPE)
  // Checked before the code is tried, so foreign images are refused whatever the code.
  const images = await checkedImages(db, userId, input.images, origin)
  return unlessDuplicate(ALREADY_PENDING, () =>
    useCode(db, input.email, 'settle', input.captcha, async (tx) => {
      // Marked as qualification images: private to the applicant whatever they were uploaded as.
      await tx.update(uploads).set({ purpose: QUALIFICATION_PURPOSE }).where(inArray(uploads.id, images.ids))
      const [row] = await tx
        .insert(merchantApplications)
        .values({
          userId,
          name: input.name,
          realName: input.realName,
          countryCode: input.countryCode,
          phone: input.phone,
          email: input.email,
          categoryId: category.id,
          typeId: type.id,
          // The category's fee, never the client's.
          handlingFee: new Decimal(category.handlingFee).toFixed(2),
          qualificationPicture: images.paths,
        })
        .returning({ id: merchantApplications.id })
      return { id: row.id }
    }),
  )
}

const recordOf = (row: Row): SettlementRecord => ({
  id: row.id,
  name: row.name,
  createTime: formatDateTime(row.createdAt),
  auditStatus: row.auditStatus as AuditStatus,
  denialReason: row.denialReason,
})

/** M9: the user's applications, newest first. */
export async function settlementRecords(db: DbOrTx, userId: number, paging: Paging) {
  const mine = eq(merchantApplications.userId, userId)
  return readPage(
    db
      .select()
      .from(merchantApplications)
      .where(mine)
      .orderBy(desc(merchantApplications.createdAt), desc(merchantApplications.id)),
    db.$count(merchantApplications, mine),
    paging,
    (rows) => rows.map(recordOf),
  )
}

/** Extension: one own application in full (a stranger's answers as missing). */
export async function settlementApplication(
  db: DbOrTx,
  abs: Abs,
  userId: number,
  id: number,
): Promise<SettlementApplication> {
  const [row] = await db
    .select()
    .from(merchantApplications)
    .where(and(eq(merchantApplications.id, id), eq(merchantApplications.userId, userId)))
  if (!row) throw notFound(APPLICATION_NOT_FOUND)
  return {
    ...recordOf(row),
    realName: row.realName,
    countryCode: row.countryCode,
    phone: row.phone,
    email: row.email,
    categoryId: row.categoryId,
    typeId: row.typeId,
    qualificationPicture: row.qualificationPicture.map(abs),
  }
}

/** Operator: approve or reject a pending application; the decision and its notice commit together. */
export async function decideSettlement(
  db: Db,
  id: number,
  decision: { approved: true } | { approved: false; reason: string },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(merchantApplications).where(eq(merchantApplications.id, id)).for('update')
    if (!row) throw badRequest(APPLICATION_NOT_FOUND)
    if (row.auditStatus !== AUDIT_STATUS.pending) throw badRequest(NOT_PENDING)
    const auditStatus = decision.approved ? AUDIT_STATUS.approved : AUDIT_STATUS.rejected
    const denialReason = decision.approved ? '' : decision.reason
    await tx
      .update(merchantApplications)
      .set({ auditStatus, denialReason, reviewedAt: new Date() })
      .where(eq(merchantApplications.id, id))
    await sendNotice(
      tx,
      row.userId,
      decision.approved
        ? { type: 'settlement_decided', approved: true }
        : { type: 'settlement_decided', approved: false, reason: denialReason },
      RECORD_PATH,
    )
    return { id, auditStatus, denialReason }
  })
}

/** Operator: applications, newest first (optionally of one state). */
export async function listSettlements(db: DbOrTx, status: AuditStatus | undefined, limit: number) {
  const rows = await db
    .select()
    .from(merchantApplications)
    .where(status === undefined ? undefined : eq(merchantApplications.auditStatus, status))
    .orderBy(desc(merchantApplications.id))
    .limit(limit)
  return rows.map((row) => ({
    ...recordOf(row),
    realName: row.realName,
    email: row.email,
    phone: `${row.countryCode} ${row.phone}`,
    categoryId: row.categoryId,
    typeId: row.typeId,
    images: row.qualificationPicture.length,
  }))
}
