/**
 * `ops catalogue import`'s report in the operator's language (decision 52): every refusal's reason and a summary
 * (what was read, what changed or would change, the rejected rows by line) translated from the server catalogue, as
 * the API's messages are (decision 25). The counts are "label: n", so no language needs a plural form.
 */
import type { Locale } from '../../i18n/locales'
import { type ServerMessage, translate } from '../http/messages'
import type { ImportReport } from './apply'

export interface OperatorImportReport extends Omit<ImportReport, 'rejected'> {
  /** Each refused row, its reason in the operator's language. */
  rejected: { line: number; id: string; reason: string }[]
  /** The report as lines to read: a heading, the counts, then one line per rejected row. */
  summary: string[]
}

export async function importReportIn(report: ImportReport, locale: Locale): Promise<OperatorImportReport> {
  const t = (message: ServerMessage) => translate(message, locale)
  const rejected = await Promise.all(
    report.rejected.map(async ({ line, id, message }) => ({ line, id, reason: await t(message) })),
  )
  const c = report.changes
  const where = { file: report.file, format: report.format.toUpperCase(), shop: report.shop }
  const counts = {
    products: c.productsCreated,
    productsUpdated: c.productsUpdated,
    skus: c.skusCreated,
    skusUpdated: c.skusUpdated,
    categories: c.categoriesCreated,
    pictures: c.imagesCopied,
  }
  const summary = [
    await t(
      report.dryRun
        ? { id: /*i18n*/ 'Dry run of {file} ({format}) for shop {shop}: nothing was written', values: where }
        : { id: /*i18n*/ 'Import of {file} ({format}) into shop {shop}', values: where },
    ),
    await t({
      id: /*i18n*/ 'Rows read: {rows}; accepted: {accepted}; rejected: {rejected}',
      values: { rows: report.rows, accepted: report.accepted, rejected: rejected.length },
    }),
    await t(
      report.changed === 0
        ? { id: /*i18n*/ 'The catalogue already matches the feed: nothing to change' }
        : report.dryRun
          ? {
              id: /*i18n*/ 'Would create products: {products}, update products: {productsUpdated}, create SKUs: {skus}, update SKUs: {skusUpdated}, create categories: {categories}, copy pictures: {pictures}',
              values: counts,
            }
          : {
              id: /*i18n*/ 'Created products: {products}, updated products: {productsUpdated}, created SKUs: {skus}, updated SKUs: {skusUpdated}, created categories: {categories}, copied pictures: {pictures}',
              values: counts,
            },
    ),
  ]
  if (rejected.length) {
    summary.push(await t({ id: /*i18n*/ 'Rejected rows:' }))
    for (const row of rejected)
      summary.push(
        await t({
          id: /*i18n*/ 'Line {line} ({item}): {reason}',
          values: { line: row.line, item: row.id, reason: row.reason },
        }),
      )
  }
  return { ...report, rejected, summary }
}
