/**
 * Input validation with valibot. A failure becomes an envelope code 400, a sentence naming the field by its label
 * (field-labels.ts); nothing is changed.
 * Query strings follow the client's serialisation: empty strings mean "no filter".
 */
import type { Context } from 'hono'
import * as v from 'valibot'
import { type ApiBody, type ApiBodyRoute, ORDER_NO_PATTERN } from '~/contract'
import { badRequest } from './envelope'
import { refusal } from './field-labels'
import type { MessageValues, ServerMessage } from './messages'
import { isCleanText, NOT_ALLOWED } from './text'

type Schema = v.GenericSchema

/**
 * Valibot messages are marked messages too (decision 25): a schema's message is a marked literal, and may name the
 * issue's `{requirement}` (the maximum of `maxLength`, …). A message with other values registers them with
 * `fixedValues`. A schema without its own message gets one of these, by the kind of check that failed.
 */
v.setGlobalMessage((issue) => {
  if (issue.kind === 'schema') return /*i18n*/ 'has the wrong type'
  switch (issue.type) {
    case 'min_length':
    case 'non_empty':
      return /*i18n*/ 'is too short'
    case 'max_length':
      return /*i18n*/ 'is too long'
    case 'min_value':
      return /*i18n*/ 'is too small'
    case 'max_value':
      return /*i18n*/ 'is too large'
    case 'regex':
      return /*i18n*/ 'has the wrong format'
    default:
      return /*i18n*/ 'is not valid'
  }
})

const registered = new Map<string, MessageValues>()

/** A valibot message with values of its own: `v.check(fn, fixedValues(/*i18n*\/ 'at most {max}', { max }))`. */
export function fixedValues(id: string, values: MessageValues): string {
  const known = registered.get(id)
  if (known && JSON.stringify(known) !== JSON.stringify(values))
    throw new Error(`The message "${id}" is registered with other values`)
  registered.set(id, values)
  return id
}

/** The values of an issue's message: its registered values and the issue's requirement. */
export function issueValues(issue: v.BaseIssue<unknown>): MessageValues {
  const values: MessageValues = { ...registered.get(issue.message) }
  const requirement = (issue as { requirement?: unknown }).requirement
  if (typeof requirement === 'number' || typeof requirement === 'string') values.requirement = requirement
  return values
}

function fail(issues: v.BaseIssue<unknown>[]): never {
  const first = issues[0]
  if (!first) throw badRequest(/*i18n*/ 'Invalid request')
  const problem: ServerMessage = { id: first.message, values: issueValues(first) }
  // A sentence naming the field by its label (field-labels.ts), never the raw path.
  const sentence = refusal(v.getDotPath(first) ?? '', problem)
  throw badRequest(sentence.id, sentence.values)
}

export function parse<S extends Schema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (!result.success) fail(result.issues)
  return result.output
}

/**
 * Query parameters, with empty strings removed (the client sends `name=` for "no filter"). A text value the schema
 * let through unchanged must be clean one-line text: search schemas clean theirs, every other field refuses
 * control characters here, so no route has to remember it.
 */
export function query<S extends Schema>(c: Context, schema: S): v.InferOutput<S> {
  const raw = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''))
  const output = parse(schema, raw)
  for (const [key, value] of Object.entries((output ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' && !isCleanText(value, true)) {
      const sentence = refusal(key, { id: NOT_ALLOWED })
      throw badRequest(sentence.id, sentence.values)
    }
  }
  return output
}

/**
 * The schema of a route's body, held to the contract (src/contract/api.ts `ApiBodies`) by the type checker: it
 * names exactly the contract's fields and accepts every body the contract allows (it may accept more, such as an id
 * as digits, and turns it into the service's input). A schema that drifts from the contract does not compile.
 */
export type BodySchema<R extends ApiBodyRoute, S extends Schema> = [ApiBody<R>] extends [v.InferInput<S>]
  ? [Exclude<keyof v.InferInput<S>, keyof ApiBody<R>> | Exclude<keyof ApiBody<R>, keyof v.InferInput<S>>] extends [
      never,
    ]
    ? S
    : never
  : never

/** Any JSON value; a missing or malformed body is a 400. Front and PC routes read theirs with `jsonBody`. */
export async function jsonValue(c: Context): Promise<unknown> {
  try {
    return await c.req.json()
  } catch {
    throw badRequest(/*i18n*/ 'The request body must be JSON')
  }
}

/** The JSON body of `route`, checked by its schema; a missing or malformed body is a 400. */
export async function jsonBody<R extends ApiBodyRoute, S extends Schema>(
  c: Context,
  _route: R,
  schema: S & BodySchema<R, S>,
): Promise<v.InferOutput<S>> {
  return parse(schema, await jsonValue(c))
}

/**
 * The body of `route` as CRMEB's client sends it: multipart or url-encoded fields, JSON tolerated (C6); a body that
 * cannot be read is an empty one, which the schema refuses field by field.
 */
export async function formBody<R extends ApiBodyRoute, S extends Schema>(
  c: Context,
  _route: R,
  schema: S & BodySchema<R, S>,
): Promise<v.InferOutput<S>> {
  const type = c.req.header('content-type') ?? ''
  let fields: unknown = {}
  try {
    fields = type.includes('application/json') ? await c.req.json() : await c.req.parseBody()
  } catch {
    // Refused below by the schema, field by field.
  }
  return parse(schema, fields)
}

/** A raw-text body such as the e-mail of the captcha senders: `a@b.com` or `"a@b.com"`. */
export async function rawTextBody<R extends ApiBodyRoute>(
  c: Context,
  _route: R & (ApiBody<R> extends string ? R : never),
): Promise<string> {
  const text = (await c.req.text()).trim()
  if (text.startsWith('"') && text.endsWith('"') && text.length >= 2) {
    try {
      return String(JSON.parse(text)).trim()
    } catch {
      return text.slice(1, -1).trim()
    }
  }
  return text
}

// Reusable field schemas.
/** A positive integer id in a JSON body: a number or a numeric string (the client parses ids itself). */
export const idValue = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))], /*i18n*/ 'must be a positive integer'),
  v.transform(Number),
  v.integer(/*i18n*/ 'must be a positive integer'),
  v.minValue(1, /*i18n*/ 'must be a positive integer'),
  v.maxValue(2 ** 31 - 1, /*i18n*/ 'is too large'),
)
/** A quantity of goods in a JSON body. */
export const quantityValue = v.pipe(
  v.number(/*i18n*/ 'must be a whole number of at least 1'),
  v.integer(/*i18n*/ 'must be a whole number of at least 1'),
  v.minValue(1, /*i18n*/ 'must be a whole number of at least 1'),
  v.maxValue(99_999, /*i18n*/ 'must be at most 99999'),
)
/** Any order number in a path or body (master, merchant, pre-order, refund, points): the contract's one pattern. */
export const orderNoParam = v.pipe(
  v.string(/*i18n*/ 'Order number is required'),
  v.regex(ORDER_NO_PATTERN, /*i18n*/ 'is not an order number'),
)
/** A positive integer id from a path or query string. */
export const idParam = v.pipe(
  v.string(),
  v.regex(/^\d{1,9}$/, /*i18n*/ 'must be a positive integer'),
  v.transform(Number),
)
/** A page size from the query string: 1 to 100. */
export const limitQuery = v.pipe(
  v.string(),
  v.regex(/^\d{1,3}$/, /*i18n*/ 'must be a number'),
  v.transform(Number),
  v.minValue(1),
  v.maxValue(100),
)
export const pageQuery = {
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, /*i18n*/ 'must be a whole number of at least 1'),
      v.transform(Number),
      v.minValue(1),
    ),
    '1',
  ),
  limit: v.optional(limitQuery, '10'),
}
export const booleanQuery = v.pipe(
  v.picklist(['true', 'false', '1', '0']),
  v.transform((s) => s === 'true' || s === '1'),
)
