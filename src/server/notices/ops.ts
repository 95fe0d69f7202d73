/** The operator's `notice` command: a system notice to one shopper (by e-mail) or to every shopper (a broadcast). */
import * as v from 'valibot'
import { LOCALES } from '../../i18n/locales'
import type { Db } from '../db/client'
import { OpsText } from '../kit/ops'
import { findShopper, ShopperRef } from '../kit/shopper'
import { sendNotice } from './send'

const PerLocale = (name: string, max: number) =>
  v.optional(v.record(v.picklist(LOCALES, `${name} is keyed by a locale (${LOCALES.join(', ')})`), OpsText(name, max)))

export const NoticeCommand = v.object({
  command: v.literal('notice'),
  /** An account's e-mail or phone (with its dial code), or `all` for a broadcast. */
  to: v.union([v.literal('all'), ShopperRef('to')], 'to must be an e-mail, a phone with its dial code, or all'),
  title: OpsText('title', 80),
  content: OpsText('content', 2000),
  /** Optional text per locale (the title/content above are the fallback). */
  titles: PerLocale('title', 80),
  contents: PerLocale('content', 2000),
})
export type NoticeCommand = v.InferOutput<typeof NoticeCommand>

export async function runNoticeCommand(db: Db, command: NoticeCommand) {
  return db.transaction(async (tx) => {
    let userId: number | null = null
    if (command.to !== 'all') {
      userId = (await findShopper(tx, command.to)).id
    }
    const { title, content, titles, contents } = command
    const id = await sendNotice(tx, userId, { type: 'system', title, content, titles, contents })
    return { id, to: command.to }
  })
}
