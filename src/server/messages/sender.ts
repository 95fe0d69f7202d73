/**
 * How e-mail and SMS leave the shop. `MESSAGE_SENDER=outbox` (the default) stores every message in
 * `outbox_messages` and logs one line (never the body: it holds the code); `smtp` sends e-mail through nodemailer
 * (SMTP_URL). There is no SMS gateway yet: SMS always goes to the outbox, and the log says so.
 * A stored message is readable through the API only by the browser entitled to it (claims.ts).
 */
import type { Transporter } from 'nodemailer'
import { config } from '../../../app.config'
import type { DbOrTx } from '../db/client'
import { outboxMessages } from '../db/schema'
import { ApiError } from '../http/envelope'
import { logger } from '../logger'
import type { OutboxBrowser } from './browser'
import { entitledOwner } from './claims'

export type MessageChannel = 'email' | 'sms'

export interface OutgoingMessage {
  channel: MessageChannel
  /** A lower-case e-mail, or a phone as `+7 9001234567`. */
  to: string
  subject: string
  body: string
}

/** True when messages are readable from the outbox table (and the dev endpoint serves them). */
export const outboxEnabled = () => config().messages.sender === 'outbox'

let transport: Promise<Transporter> | undefined

function smtpTransport(): Promise<Transporter> {
  transport ??= import('nodemailer').then((nodemailer) => {
    const { smtpUrl } = config().messages
    if (!smtpUrl) throw new Error('MESSAGE_SENDER=smtp needs SMTP_URL')
    return nodemailer.default.createTransport(smtpUrl)
  })
  return transport
}

const LOOPBACK_HOST = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i
let warnedPublicOutbox = false

/** Logs once per process when the outbox sender is on while the shop says it is reachable beyond this machine. */
export function warnIfOutboxIsPublic() {
  if (warnedPublicOutbox || !outboxEnabled()) return
  const { publicUrl } = config()
  if (!publicUrl) return
  let host: string
  try {
    host = new URL(publicUrl).hostname
  } catch {
    return
  }
  if (LOOPBACK_HOST.test(host)) return
  warnedPublicOutbox = true
  logger.warn(
    `!!! MESSAGE_SENDER=outbox on a public shop (PUBLIC_URL=${publicUrl}): verification codes are NOT sent, they ` +
      'are kept in the development outbox. Set MESSAGE_SENDER=smtp and SMTP_URL before real shoppers use this shop. !!!',
  )
}

async function toOutbox(db: DbOrTx, message: OutgoingMessage, note: string, browser: OutboxBrowser | undefined) {
  // Only the dev outbox API reads messages, so with another sender (SMS fallback) no browser is bound.
  const ownerHash = outboxEnabled() ? await entitledOwner(db, browser, message.to) : null
  const [row] = await db
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body: message.body,
      ownerHash,
    })
    .returning({ id: outboxMessages.id })
  const reader = ownerHash ? '' : ' (bound to no browser: not readable in the outbox)'
  logger.info(`outbox #${row.id}: ${message.channel} to ${message.to} "${message.subject}"${note}${reader}`)
}

/** `browser` is the browser that asked for the message; the outbox lets it read the message if it is entitled. */
export async function sendMessage(db: DbOrTx, message: OutgoingMessage, browser?: OutboxBrowser): Promise<void> {
  const { sender, from } = config().messages
  if (sender === 'outbox') return toOutbox(db, message, '', browser)
  if (message.channel === 'sms') return toOutbox(db, message, ' (no SMS gateway: kept in the outbox)', undefined)
  try {
    const mailer = await smtpTransport()
    await mailer.sendMail({ from, to: message.to, subject: message.subject, text: message.body })
    logger.info(`smtp: e-mail to ${message.to} "${message.subject}"`)
  } catch (error) {
    logger.error(`smtp: e-mail to ${message.to} failed`, error)
    throw new ApiError(500, /*i18n*/ 'The message could not be sent, please try again later')
  }
}
