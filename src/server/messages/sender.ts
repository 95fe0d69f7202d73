/**
 * How e-mail and SMS leave the shop. `MESSAGE_SENDER=outbox` (the default) stores every message in
 * `outbox_messages` and logs one line; `smtp` sends e-mail through nodemailer (SMTP_URL). There is no SMS
 * gateway yet: SMS always goes to the outbox, and the log says so.
 */
import type { Transporter } from 'nodemailer'
import { config } from '../../../app.config'
import type { DbOrTx } from '../db/client'
import { outboxMessages } from '../db/schema'
import { ApiError } from '../http/envelope'
import { logger } from '../logger'

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

async function toOutbox(db: DbOrTx, message: OutgoingMessage, note: string) {
  const [row] = await db
    .insert(outboxMessages)
    .values({ channel: message.channel, recipient: message.to, subject: message.subject, body: message.body })
    .returning({ id: outboxMessages.id })
  logger.info(`outbox #${row.id}: ${message.channel} to ${message.to} "${message.subject}"${note}`)
}

export async function sendMessage(db: DbOrTx, message: OutgoingMessage): Promise<void> {
  const { sender, from } = config().messages
  if (sender === 'outbox') return toOutbox(db, message, '')
  if (message.channel === 'sms') return toOutbox(db, message, ' (no SMS gateway: kept in the outbox)')
  try {
    const mailer = await smtpTransport()
    await mailer.sendMail({ from, to: message.to, subject: message.subject, text: message.body })
    logger.info(`smtp: e-mail to ${message.to} "${message.subject}"`)
  } catch (error) {
    logger.error(`smtp: e-mail to ${message.to} failed`, error)
    throw new ApiError(500, 'The message could not be sent, please try again later')
  }
}
