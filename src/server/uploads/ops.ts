/**
 * The operator's command for stored pictures: `npm run ops -- pictures refresh [--dry-run]` (refresh.ts). Its answer
 * is the counts and a sentence saying what was done, or that there was nothing to do (English, like the CLI's other
 * command messages: decision 25).
 */
import * as v from 'valibot'
import type { Db } from '../db/client'
import { type PictureRefreshReport, refreshStoredPictures } from './refresh'
import { uploadStorage } from './storage'

export const PicturesOpsCommands = [
  v.object({ command: v.literal('pictures-refresh'), dryRun: v.optional(v.boolean(), false) }),
] as const

type PicturesCommand = v.InferOutput<(typeof PicturesOpsCommands)[number]>

export const isPicturesCommand = (command: { command: string }): command is PicturesCommand =>
  command.command === 'pictures-refresh'

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What the report says in one sentence. */
export function pictureRefreshSummary(report: PictureRefreshReport): string {
  const looked = count(report.pictures, 'stored picture', 'stored pictures')
  const trouble = [
    report.unreadable ? `${count(report.unreadable, 'file is', 'files are')} no picture this server reads` : '',
    report.filesMissing ? `${count(report.filesMissing, 'file is', 'files are')} missing` : '',
  ].filter(Boolean)
  const caveat = trouble.length ? ` (${trouble.join(', ')})` : ''
  if (report.upToDate) return `Nothing to do: ${looked} checked, all up to date${caveat}.`
  const done = report.dryRun
    ? `would remove the metadata of ${count(report.metadataRemoved, 'picture', 'pictures')} and write ${count(report.copiesWritten, 'copy', 'copies')}`
    : `removed the metadata of ${count(report.metadataRemoved, 'picture', 'pictures')} and wrote ${count(report.copiesWritten, 'copy', 'copies')}`
  return `${report.dryRun ? 'Dry run: ' : ''}${looked} checked; ${done}${caveat}.`
}

export async function runPicturesCommand(db: Db, command: PicturesCommand) {
  const report = await refreshStoredPictures(db, uploadStorage(), { dryRun: command.dryRun })
  return { ...report, summary: pictureRefreshSummary(report) }
}
