/**
 * Operator commands of product feeds: `catalogue import` (a Merchant Center feed into a shop) and `catalogue
 * settings` (the root category for new categories, the campaign parameters of the export's links).
 */
import * as v from 'valibot'
import { LOCALES } from '../../i18n/locales'
import type { Db } from '../db/client'
import { readSetting, writeSetting } from '../db/settings'
import { badRequest } from '../http/envelope'
import { FeedError, importFeed } from './apply'
import { importReportIn } from './report'

const Id = (name: string) =>
  v.pipe(
    v.number(`${name} is required and must be a number`),
    v.integer(`${name} must be a whole number`),
    v.minValue(1, `${name} must be at least 1`),
  )

/** `utm_source=google&utm_medium=shopping`: plain key=value pairs, nothing that could break out of a URL. */
export const CAMPAIGN_PATTERN =
  /^(?:[A-Za-z0-9_.-]{1,40}=[A-Za-z0-9_.~%+-]{0,100})(?:&[A-Za-z0-9_.-]{1,40}=[A-Za-z0-9_.~%+-]{0,100}){0,9}$/

export const CatalogueOpsCommands = [
  v.object({
    command: v.literal('catalogue-import'),
    file: v.pipe(v.string('a feed file is required'), v.nonEmpty('a feed file is required'), v.maxLength(4096)),
    shop: Id('--shop'),
    locale: v.optional(v.picklist(LOCALES, `--locale must be one of ${LOCALES.join(', ')}`)),
    rootCategory: v.optional(Id('--root-category')),
    dryRun: v.optional(v.boolean(), false),
    batchSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5000)), 500),
    keepImageUrls: v.optional(v.boolean(), false),
    /** The operator's language: the report's reasons and summary (decision 52). */
    lang: v.optional(v.picklist(LOCALES, `--lang must be one of ${LOCALES.join(', ')}`)),
  }),
  v.object({
    command: v.literal('catalogue-settings'),
    rootCategory: v.optional(Id('--root-category')),
    campaign: v.optional(
      v.pipe(v.string(), v.regex(CAMPAIGN_PATTERN, '--campaign must be like utm_source=google&utm_medium=shopping')),
    ),
  }),
] as const

type CatalogueCommand = v.InferOutput<(typeof CatalogueOpsCommands)[number]>

export const isCatalogueCommand = (command: { command: string }): command is CatalogueCommand =>
  command.command.startsWith('catalogue-')

export async function runCatalogueCommand(db: Db, command: CatalogueCommand) {
  if (command.command === 'catalogue-settings') {
    const current = (await readSetting(db, 'catalogueFeeds')) ?? {}
    const next = {
      ...current,
      ...(command.rootCategory === undefined ? {} : { rootCategoryId: command.rootCategory }),
      ...(command.campaign === undefined ? {} : { campaign: command.campaign }),
    }
    await writeSetting(db, 'catalogueFeeds', next)
    return next
  }
  try {
    const report = await importFeed(db, {
      file: command.file,
      merId: command.shop,
      locale: command.locale ?? null,
      rootCategoryId: command.rootCategory,
      dryRun: command.dryRun,
      batchSize: command.batchSize,
      keepImageUrls: command.keepImageUrls,
    })
    return await importReportIn(report, command.lang ?? 'en')
  } catch (error) {
    if (error instanceof FeedError) throw badRequest(error.message)
    throw error
  }
}
