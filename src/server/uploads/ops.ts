/**
 * The operator's command for stored pictures: `npm run ops -- pictures refresh [--dry-run]` (refresh.ts). Its answer
 * is the counts and a sentence saying what was done, or that there was nothing to do, in the operator's language
 * (`--lang`, else OPS_LANG or the POSIX locale: decision 52).
 */
import * as v from 'valibot'
import { LOCALES, type Locale } from '../../i18n/locales'
import type { Db } from '../db/client'
import { type ServerMessage, translate } from '../http/messages'
import { type PictureRefreshReport, refreshStoredPictures } from './refresh'
import { uploadStorage } from './storage'

export const PicturesOpsCommands = [
  v.object({
    command: v.literal('pictures-refresh'),
    dryRun: v.optional(v.boolean(), false),
    /** The operator's language of the summary (decision 52). */
    lang: v.optional(v.picklist(LOCALES)),
  }),
] as const

type PicturesCommand = v.InferOutput<(typeof PicturesOpsCommands)[number]>

export const isPicturesCommand = (command: { command: string }): command is PicturesCommand =>
  command.command === 'pictures-refresh'

/** What the report says, in the operator's language (decision 52): counts as "label: n", no plural forms needed. */
export async function pictureRefreshSummary(report: PictureRefreshReport, locale: Locale): Promise<string> {
  const t = (message: ServerMessage) => translate(message, locale)
  const values = {
    pictures: report.pictures,
    metadata: report.metadataRemoved,
    copies: report.copiesWritten,
    unreadable: report.unreadable,
    missing: report.filesMissing,
  }
  const sentences = [
    await t(
      report.upToDate
        ? { id: /*i18n*/ 'Nothing to do: every stored picture is up to date (checked: {pictures}).', values }
        : report.dryRun
          ? {
              id: /*i18n*/ 'Dry run, nothing was written. Pictures checked: {pictures}; metadata to remove: {metadata}; copies to write: {copies}.',
              values,
            }
          : {
              id: /*i18n*/ 'Pictures checked: {pictures}; metadata removed: {metadata}; copies written: {copies}.',
              values,
            },
    ),
  ]
  if (report.unreadable)
    sentences.push(await t({ id: /*i18n*/ 'Files that are no picture this server reads: {unreadable}.', values }))
  if (report.filesMissing) sentences.push(await t({ id: /*i18n*/ 'Files missing: {missing}.', values }))
  return sentences.join(' ')
}

export async function runPicturesCommand(db: Db, command: PicturesCommand) {
  const report = await refreshStoredPictures(db, uploadStorage(), { dryRun: command.dryRun })
  return { ...report, summary: await pictureRefreshSummary(report, command.lang ?? 'en') }
}
