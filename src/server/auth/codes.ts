/**
 * One-time verification codes (e-mail and SMS): 6 random digits from node:crypto, stored only as a keyed
 * SHA-256 hash, valid 5 minutes, single use, at most 5 wrong tries. A new code for the same target and purpose
 * can be asked for 60 s after the previous one; only the newest unused code of a target+purpose is accepted.
 *
 * `useCode` checks the code and runs the action it authorises in ONE transaction: the code is marked used only
 * when the action commits, and a wrong try is still counted (that path commits without running the action).
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../db/client'
import { verificationCodes } from '../db/schema'
import { badRequest } from '../http/envelope'

export type CodePurpose = 'register' | 'login' | 'reset' | 'password' | 'settle' | 'visitor' | 'bind'

export const CODE_TTL_SECONDS = 5 * 60
export const RESEND_SECONDS = 60
export const MAX_WRONG_ATTEMPTS = 5

export const WRONG_CODE = /*i18n*/ 'The verification code is incorrect or has expired'
export const TOO_MANY_WRONG = /*i18n*/ 'Too many incorrect codes, please request a new code'

const hashCode = (target: string, purpose: string, code: string) =>
  createHash('sha256').update(`${purpose}\n${target}\n${code}`).digest()

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/**
 * Creates a code for `target` (a lower-case e-mail or `+7 9001234567`) and returns it for sending. Throws 400
 * when the previous code of the same target and purpose is younger than 60 s. An advisory transaction lock on
 * target+purpose makes the check-and-insert atomic across servers.
 */
export async function issueCode(db: DbOrTx, target: string, purpose: CodePurpose, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${purpose}:${target}`}))`)
    const [last] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, target), eq(verificationCodes.purpose, purpose)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
    if (last) {
      const wait = Math.ceil((last.createdAt.getTime() + RESEND_SECONDS * 1000 - now.getTime()) / 1000)
      if (wait > 0)
        throw badRequest(/*i18n*/ 'Please wait {seconds} seconds before requesting a new code', { seconds: wait })
    }
    const code = generateCode()
    await tx.insert(verificationCodes).values({
      target,
      purpose,
      codeHash: hashCode(target, purpose, code).toString('hex'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    })
    return code
  })
}

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string }

/**
 * Verifies `code` for target+purpose and, when it is right, runs `action` in the same transaction and marks the
 * code used. A wrong code counts one attempt (committed) and answers 400; so does a missing, used, expired or
 * exhausted code. If `action` throws, nothing is committed and the code stays usable.
 */
export async function useCode<T>(
  db: DbOrTx,
  target: string,
  purpose: CodePurpose,
  code: string,
  action: (tx: Tx) => Promise<T>,
): Promise<T> {
  const outcome: Outcome<T> = await db.transaction(async (tx): Promise<Outcome<T>> => {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.target, target),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1)
      .for('update')
    // Hash even without a row, so a missing code costs the same as a wrong one.
    const given = hashCode(target, purpose, code.trim())
    const stored = row ? Buffer.from(row.codeHash, 'hex') : given
    const same = stored.length === given.length && timingSafeEqual(stored, given)
    if (!row) return { ok: false, message: WRONG_CODE }
    if (row.attempts >= MAX_WRONG_ATTEMPTS) return { ok: false, message: TOO_MANY_WRONG }
    if (!same) {
      const attempts = row.attempts + 1
      await tx.update(verificationCodes).set({ attempts }).where(eq(verificationCodes.id, row.id))
      return { ok: false, message: attempts >= MAX_WRONG_ATTEMPTS ? TOO_MANY_WRONG : WRONG_CODE }
    }
    const used = await tx
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id })
    if (used.length === 0) return { ok: false, message: WRONG_CODE }
    return { ok: true, value: await action(tx) }
  })
  if (!outcome.ok) throw badRequest(outcome.message)
  return outcome.value
}

/** Phone target as stored in `verification_codes.target` and the outbox: `+7 9001234567`. */
export const phoneTarget = (countryCode: string, phone: string) => `${countryCode} ${phone}`
