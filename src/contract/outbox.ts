/** The development outbox (designed, docs/api.md): what the outbox sender "sent", newest first. */
export interface OutboxMessage {
  id: number
  /** `email` or `sms`. */
  channel: string
  recipient: string
  subject: string
  body: string
  createTime: string
}
