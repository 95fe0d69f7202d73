/**
 * Who may read an outbox message (decision 0006). A message is bound to the browser that asked for it only when
 * that browser is entitled to the recipient address:
 *   (a) no account has the address yet (a new shopper reads their registration code),
 *   (b) the browser is signed in as the account that has it, or
 *   (c) the browser proved earlier that it owns the address: it signed in to or registered that account.
 * Otherwise the message has no owner and the API never shows it.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { outboxClaims, users } from '../db/schema'
import type { OutboxBrowser } from './browser'

/** The account that has `recipient` (a lower-case e-mail or `+7 9001234567`), if any; tourists count. */
async function accountWith(db: DbOrTx, recipient: string): Promise<number | null> {
  const [countryCode, phone] = recipient.split(' ')
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      recipient.includes('@')
        ? sql`lower(${users.email}) = ${recipient}`
        : and(eq(users.countryCode, countryCode), eq(users.phone, phone ?? '')),
    )
    .limit(1)
  return row?.id ?? null
}

/** The owner hash to store with a message to `recipient` asked for by `browser`; null: nobody may read it. */
export async function entitledOwner(
  db: DbOrTx,
  browser: OutboxBrowser | undefined,
  recipient: string,
): Promise<string | null> {
  if (!browser) return null
  const account = await accountWith(db, recipient)
  if (account === null) return browser.ensure()
  if ((await browser.userId()) === account) return browser.ensure()
  if (browser.known) {
    const [claim] = await db
      .select({ recipient: outboxClaims.recipient })
      .from(outboxClaims)
      .where(and(eq(outboxClaims.browserHash, browser.known), eq(outboxClaims.recipient, recipient)))
      .limit(1)
    if (claim) return browser.known
  }
  return null
}

/** Records that `browser` owns the addresses of account `userId` (it just signed in to or registered it). */
export async function claimAccountAddresses(db: DbOrTx, browser: OutboxBrowser, userId: number) {
  const [user] = await db
    .select({ email: users.email, countryCode: users.countryCode, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
  if (!user) return
  const recipients: string[] = []
  if (user.email) recipients.push(user.email.toLowerCase())
  if (user.countryCode && user.phone) recipients.push(`${user.countryCode} ${user.phone}`)
  if (recipients.length === 0) return
  const browserHash = browser.ensure()
  await db
    .insert(outboxClaims)
    .values(recipients.map((recipient) => ({ browserHash, recipient })))
    .onConflictDoNothing()
}
