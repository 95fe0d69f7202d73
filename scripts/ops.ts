/**
 * The operator CLI: the merchant's side of orders, for the demo and the tests (README, "Operator CLI").
 *
 *   npm run ops -- orders [--status paid|unpaid|awaiting_confirmation|cod|cancelled|0|1|2|3] [--limit 50]
 *   npm run ops -- ship <orderNo> --courier <name> --tracking <no>
 *   npm run ops -- ship <orderNo> --delivery-person <name> --phone <phone>
 *   npm run ops -- ship <orderNo> --virtual
 *   npm run ops -- logistics <orderNo> <text>
 *   npm run ops -- refunds [--status 0|1|2|3]
 *   npm run ops -- refund approve <refundOrderNo>
 *   npm run ops -- refund refuse <refundOrderNo> --reason <text>
 *   npm run ops -- refund done <refundOrderNo>
 *   npm run ops -- confirm-transfer <orderNo>
 *   npm run ops -- grant-points <email|phone> <points> <reason>
 *   npm run ops -- points-unfreeze [--email <email> | --phone <phone>] [--all]
 *   npm run ops -- ship-points-order <orderNo> --courier <name> --tracking <no>
 *   npm run ops -- points-check
 *   npm run ops -- chat-list [--limit 50]
 *   npm run ops -- chat-reply <conversationId> --text <text>
 *   npm run ops -- report campaigns [--from 2026-11-01] [--to 2026-12-01] [--csv]
 *   npm run ops -- catalogue import <feed.tsv|.csv|.xml> --shop <merId> [--locale ru] [--root-category <id>] [--dry-run] [--batch-size 500] [--keep-image-urls]
 *   npm run ops -- pictures refresh [--dry-run]
 *   npm run ops -- catalogue settings [--root-category <id>] [--campaign "utm_source=google&utm_medium=shopping"]
 *   npm run ops -- rates list | rates set EUR 0.92 | rates import <file.csv|eurofxref-daily.xml>
 *   npm run ops -- currency show | currency offer USD,EUR,RUB | currency default es EUR
 *   npm run ops -- merchant-fees <merId> [--packing-fee 2.00] [--insurance-rate 0.0100] | merchant-statement <merId>
 *   npm run ops -- about show | about video <file.webm|.mp4> [--poster <image>] | about clear-video
 *   npm run ops -- notice --to <email|phone|all> --title <text> --content <text> [--title-ru <text> --content-ru <text> …]
 *
 * Uses DATABASE_URL or DATA_DIR like the server (a .env file is read if present). When a server of this data folder
 * runs (ops-server.json names a live process), the command goes to its loopback-only POST /api/ops/run with the
 * secret of that file; otherwise the CLI opens the database itself. Either way the same function runs the command.
 * Prints the result as JSON; exits 1 with the message on a refusal.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { request } from 'node:http'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { config } from '../app.config'
import { isLocale, LOCALES, type Locale, resolveLocale } from '../src/i18n/locales'
import { openDatabase } from '../src/server/db/client'
import { ApiError } from '../src/server/http/envelope'
import { OpsCommand, runOpsCommand } from '../src/server/ops/commands'
import { toCsv } from '../src/server/ops/csv'
import { couponCommandOf, couponOptions } from './ops-coupons'
import { CURRENCY_USAGE, RATES_USAGE } from '../src/server/currency/ops'
import { isSettlementCommand, SETTLEMENT_USAGE, settlementCommandOf } from '../src/server/settlement/ops'
import { MERCHANT_USAGE, merchantCommandOf } from '../src/server/merchants/ops'
import { OPS_SECRET_HEADER, type OpsState, readOpsState } from '../src/server/ops/state'
import { ABOUT_USAGE } from '../src/server/home/ops'

/**
 * The operator's language (decision 52): `--lang`, else OPS_LANG, else the POSIX locale (LC_ALL, LC_MESSAGES, LANG:
 * `ru_RU.UTF-8` is ru, `zh_CN` zh-CN), else English ("C" and "POSIX" are English). Import reports and the pictures
 * summary speak it; usage and the other commands' answers stay English (decision 25).
 */
export function operatorLocale(lang: string | undefined, env: NodeJS.ProcessEnv = process.env): Locale {
  if (lang !== undefined) return isLocale(lang) ? lang : resolveLocale(lang, lang as Locale)
  for (const name of ['OPS_LANG', 'LC_ALL', 'LC_MESSAGES', 'LANG'] as const) {
    const value = env[name]?.split('.')[0]
    if (value) return resolveLocale(value)
  }
  return 'en'
}

const USAGE = `Usage: npm run ops -- <command>
  orders [--status <paid|unpaid|awaiting_confirmation|cod|cancelled|0|1|2|3>] [--limit N]
  ship <orderNo> (--courier <name> --tracking <no> | --delivery-person <name> --phone <phone> | --virtual)
  logistics <orderNo> <text>
  refunds [--status 0|1|2|3] [--limit N]
  refund approve <refundOrderNo>
  refund refuse <refundOrderNo> --reason <text>
  refund done <refundOrderNo>
  confirm-transfer <orderNo>
  grant-points <email|phone> <points> <reason>   add points to a shopper's balance (ledger "grant")
  points-unfreeze [--email <email> | --phone <phone>] [--all]   thaw frozen points that are due (--all: every frozen point now)
  ship-points-order <orderNo> --courier <name> --tracking <no>
  points-check                                every balance equals the sum of its ledger (exit 1 otherwise)
  issue-coupon --name <text> [--name-<locale> <text>…] --scope merchant|goods|category --amount <n> [--min-spend <n>] [--shop <merId, 0 = platform>]
      (--days <N after receiving> | [--start <date>] --end <date>) [--receive-end <date>] [--total <n>]
      [--products <id,id…>] [--category <id>] [--hidden]
  give-coupon <couponId> --email <shopper e-mail> | --phone <phone>
  coupons-expiring
  chat-list [--limit N]
  chat-reply <conversationId> --text <text>
  report campaigns [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--csv]   orders, revenue and sign-ups by utm_campaign (UTC days, to exclusive); --csv prints a spreadsheet-safe CSV
  notice --to <email|phone|all> --title <text> --content <text> [--title-<locale> <text>] [--content-<locale> <text>]
      a system notice to one shopper or to all; per-locale text optional (locales: ${LOCALES.join(', ')})
  catalogue import <file> --shop <merId> [--locale <locale>] [--root-category <id>] [--dry-run] [--batch-size N] [--keep-image-urls] [--lang <locale>]
      a Google Merchant Center feed (TSV, CSV or RSS XML) into a shop; --locale adds that language's texts to items already imported;
      the report (summary, each rejected row's reason) in --lang, else OPS_LANG, else LC_ALL/LC_MESSAGES/LANG, else English
  catalogue settings [--root-category <id>] [--campaign <utm_source=…&utm_medium=…>]
      where new categories go, and the campaign parameters of /feeds/merchant-center.xml links
  pictures refresh [--dry-run] [--lang <locale>]
      stored pictures without their EXIF/XMP/IPTC (upright, same URL) and with every smaller WebP/AVIF copy; safe on a live shop
${SETTLEMENT_USAGE}
${MERCHANT_USAGE}
${RATES_USAGE}
${CURRENCY_USAGE}
${ABOUT_USAGE}`

class UsageError extends Error {}
/** `--help`: the usage on stdout, exit 0. */
class HelpRequest extends Error {}

/** argv → the command object (validated afterwards with the same schema as the endpoint). */
export function commandOf(argv: string[]): unknown {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      status: { type: 'string' },
      limit: { type: 'string' },
      courier: { type: 'string' },
      tracking: { type: 'string' },
      'delivery-person': { type: 'string' },
      virtual: { type: 'boolean' },
      reason: { type: 'string' },
      all: { type: 'boolean' },
      ...couponOptions,
      text: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      csv: { type: 'boolean' },
      locale: { type: 'string' },
      'root-category': { type: 'string' },
      'dry-run': { type: 'boolean' },
      'keep-image-urls': { type: 'boolean' },
      lang: { type: 'string' },
      'batch-size': { type: 'string' },
      campaign: { type: 'string' },
      'packing-fee': { type: 'string' },
      'insurance-rate': { type: 'string' },
      poster: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      ...Object.fromEntries(
        ['title', 'content', ...LOCALES.flatMap((l) => [`title-${l}`, `content-${l}`])].map((o) => [
          o,
          { type: 'string' as const },
        ]),
      ),
    },
  })
  const [name, ...rest] = positionals
  if (values.help) throw new HelpRequest(USAGE)
  if (!name) throw new UsageError(USAGE)
  const limit = values.limit === undefined ? undefined : Number(values.limit)
  switch (name) {
    case 'orders':
    case 'refunds':
      return { command: name, status: values.status, limit }
    case 'ship': {
      const delivery = values.virtual
        ? { type: 'virtual' }
        : values['delivery-person'] !== undefined
          ? { type: 'person', name: values['delivery-person'], phone: values.phone }
          : { type: 'express', expName: values.courier, expNo: values.tracking }
      return { command: 'ship', orderNo: rest[0], delivery }
    }
    case 'logistics':
      return { command: 'logistics', orderNo: rest[0], text: rest.slice(1).join(' ') }
    case 'refund': {
      const [action, refundOrderNo] = rest
      if (action === 'approve' || action === 'done') return { command: `refund-${action}`, refundOrderNo }
      if (action === 'refuse') return { command: 'refund-refuse', refundOrderNo, reason: values.reason }
      throw new UsageError(`refund wants approve, refuse or done\n\n${USAGE}`)
    }
    case 'confirm-transfer':
      return { command: 'confirm-transfer', orderNo: rest[0] }
    case 'grant-points':
      return {
        command: name,
        shopper: rest[0],
        points: rest[1] === undefined ? undefined : Number(rest[1]),
        reason: rest.slice(2).join(' '),
      }
    case 'points-unfreeze':
      return { command: name, shopper: values.email ?? values.phone, all: values.all ?? false }
    case 'ship-points-order':
      return { command: name, orderNo: rest[0], expName: values.courier, expNo: values.tracking }
    case 'points-check':
      return { command: name }
    case 'issue-coupon':
    case 'give-coupon':
    case 'coupons-expiring':
      return couponCommandOf(name, rest, values)
    case 'chat-list':
      return { command: name, limit }
    case 'chat-reply':
      return { command: name, conversationId: rest[0] === undefined ? undefined : Number(rest[0]), text: values.text }
    case 'report':
      if (rest[0] === 'campaigns') return { command: 'report-campaigns', from: values.from, to: values.to }
      throw new UsageError(`report wants campaigns\n\n${USAGE}`)
    case 'rates': {
      const [action, ...args] = rest
      if (action === 'list') return { command: 'rates-list' }
      if (action === 'set') return { command: 'rates-set', code: args[0], rate: args[1] }
      if (action === 'import') {
        if (!args[0]) throw new UsageError(`rates import wants a file\n\n${USAGE}`)
        return { command: 'rates-import', text: readFileSync(args[0], 'utf8') }
      }
      throw new UsageError(`rates wants list, set or import\n\n${USAGE}`)
    }
    case 'currency': {
      const [action, ...args] = rest
      if (action === 'show') return { command: 'currency-show' }
      // `offer USD,EUR RUB`: commas or spaces between the codes.
      if (action === 'offer')
        return {
          command: 'currency-offer',
          codes: args
            .join(',')
            .split(/[\s,]+/)
            .filter((code) => code !== ''),
        }
      if (action === 'default') return { command: 'currency-default', locale: args[0], code: args[1] }
      throw new UsageError(`currency wants show, offer or default\n\n${USAGE}`)
    }
    case 'notice': {
      const text = values as Record<string, string | undefined>
      const perLocale = (name: string) =>
        Object.fromEntries(LOCALES.flatMap((l) => (text[`${name}-${l}`] ? [[l, text[`${name}-${l}`]]] : [])))
      return {
        command: 'notice',
        to: values.to,
        title: text.title,
        content: text.content,
        titles: perLocale('title'),
        contents: perLocale('content'),
      }
    }
    case 'catalogue': {
      const number = (text: string | undefined) => (text === undefined ? undefined : Number(text))
      const shop = (values as Record<string, unknown>).shop as string | undefined
      if (rest[0] === 'import') {
        return {
          command: 'catalogue-import',
          file: rest[1] === undefined ? undefined : path.resolve(rest[1]),
          shop: number(shop),
          locale: values.locale,
          rootCategory: number(values['root-category']),
          dryRun: values['dry-run'] ?? false,
          batchSize: number(values['batch-size']),
          keepImageUrls: values['keep-image-urls'] ?? false,
          lang: operatorLocale(values.lang),
        }
      }
      if (rest[0] === 'settings')
        return {
          command: 'catalogue-settings',
          rootCategory: number(values['root-category']),
          campaign: values.campaign,
        }
      throw new UsageError(`catalogue wants import or settings\n\n${USAGE}`)
    }
    case 'pictures':
      if (rest[0] === 'refresh')
        return { command: 'pictures-refresh', dryRun: values['dry-run'] ?? false, lang: operatorLocale(values.lang) }
      throw new UsageError(`pictures wants refresh\n\n${USAGE}`)
    case 'merchant-fees':
    case 'merchant-statement':
      return merchantCommandOf(name, rest, values)
    case 'about': {
      const [action, file] = rest
      if (action === 'show') return { command: 'about-show' }
      if (action === 'clear-video') return { command: 'about-video-clear' }
      if (action === 'video')
        return {
          command: 'about-video',
          file: file === undefined ? undefined : path.resolve(file),
          poster: values.poster === undefined ? undefined : path.resolve(values.poster),
        }
      throw new UsageError(`about wants show, video or clear-video\n\n${USAGE}`)
    }
    default:
      if (isSettlementCommand(name)) return settlementCommandOf(name, rest, { ...values, limit })
      throw new UsageError(`Unknown command "${name}"\n\n${USAGE}`)
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A command that works through every stored picture may be silent for longer than a minute before it answers. */
const answerTimeoutOf = (command: OpsCommand) => (command.command === 'pictures-refresh' ? 3600_000 : 60_000)

/** POST /api/ops/run on the running server, over loopback. */
function viaServer(state: OpsState, command: OpsCommand): Promise<{ code: number; message: string; data: unknown }> {
  const body = JSON.stringify(command)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: state.port,
        method: 'POST',
        path: '/api/ops/run',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [OPS_SECRET_HEADER]: state.secret,
        },
        timeout: answerTimeoutOf(command),
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
          } catch {
            reject(new Error(`the server answered HTTP ${res.statusCode} without an envelope`))
          }
        })
      },
    )
    req.on('timeout', () => req.destroy(new Error('the server did not answer in time')))
    req.on('error', reject)
    req.end(body)
  })
}

async function direct(command: OpsCommand): Promise<unknown> {
  const c = config()
  const handle = await openDatabase({ url: c.databaseUrl, dataDir: c.dataDir, seed: false })
  try {
    return await runOpsCommand(handle.db, command)
  } finally {
    await handle.close()
  }
}

/** JSON, or with `--csv` a list as spreadsheet-safe CSV (src/server/ops/csv.ts). */
function print(result: unknown, argv: string[]) {
  if (argv.includes('--csv') && Array.isArray(result)) console.log(toCsv(result as Record<string, unknown>[]).trimEnd())
  else console.log(JSON.stringify(result, null, 2))
}

export async function main(argv: string[]): Promise<number> {
  let command: OpsCommand
  try {
    const parsed = v.safeParse(OpsCommand, commandOf(argv))
    if (!parsed.success) {
      const issue = parsed.issues[0]
      throw new UsageError(`${v.getDotPath(issue) ?? 'command'}: ${issue.message}\n\n${USAGE}`)
    }
    command = parsed.output
  } catch (error) {
    if (error instanceof HelpRequest) {
      console.log(error.message)
      return 0
    }
    console.error((error as Error).message)
    return error instanceof UsageError ? 2 : 1
  }
  const state = readOpsState()
  try {
    if (state && isAlive(state.pid)) {
      const answer = await viaServer(state, command)
      if (answer.code !== 200) {
        console.error(answer.message)
        return 1
      }
      print(answer.data, argv)
      return 0
    }
    print(await direct(command), argv)
    return 0
  } catch (error) {
    if (error instanceof ApiError) {
      console.error(error.message)
      return 1
    }
    console.error(error instanceof Error ? error.message : String(error))
    return 1
  }
}
