/**
 * Every field a server schema names has a human label (issue "the contract, exact to the field"): a refusal says
 * "The country code has the wrong type", never "countryCode: …". This reads the keys of every valibot object in
 * every server module that uses valibot (inline ones included; the operator CLI aside), and of the entry sets they spread, and fails on any
 * key without a label in src/server/http/field-labels.ts, so a new field gets one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CAMPAIGN_PARAMS } from '~/contract/attribution'
import { FIELD_LABELS, fieldLabel, labelKey, refusal } from '~/server/http/field-labels'
import { english, translate } from '~/server/http/messages'
import { pageQuery } from '~/server/http/validate'

const ROOT = join(__dirname, '../../src/server')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    if (!/\.ts$/.test(name) || /\.test\.ts$/.test(name)) return []
    const rel = relative(ROOT, path)
    // The operator CLI (ops, and the catalogue feeds it imports) names fields as typed, and the seed's shapes check the
    // repo's own data files; every other schema answers a request.
    return !/(^|\/)ops([-./]|$)|catalogue-feeds\/(?!export)|^db\/seed\//.test(rel) &&
      readFileSync(path, 'utf8').includes("from 'valibot'")
      ? [path]
      : []
  })
}

/** The text of the `{ … }` that opens at `start`, braces balanced (strings and comments are simple enough here). */
function braced(text: string, start: number): string {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return text.slice(start + 1, i)
  }
  return ''
}

/** The top-level keys of an object literal's body. */
function topLevelKeys(source: string): string[] {
  const body = source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|\s)\/\/[^\n]*/g, ' ')
  const keys: string[] = []
  let depth = 0
  let atStart = true
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]
    if ('{[('.includes(ch)) depth++
    else if ('}])'.includes(ch)) depth--
    else if (ch === ',' && depth === 0) atStart = true
    else if (depth === 0 && atStart && /\S/.test(ch)) {
      atStart = false
      const match =
        /^(?:'([^']+)'|"([^"]+)"|([A-Za-z_$][\w$]*))\s*:/.exec(body.slice(i)) ??
        /^()()([A-Za-z_$][\w$]*)\s*(?:,|$)/.exec(body.slice(i))
      if (match) keys.push(match[1] || match[2] || match[3])
    }
  }
  return keys
}

/** Every key of every `v.object({…})`-like schema in the server's request modules. */
export function schemaFieldNames(): Map<string, string> {
  const found = new Map<string, string>()
  for (const file of sources(ROOT)) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/v\.(?:object|looseObject|strictObject|objectWithRest)\(\s*\{/g)) {
      for (const key of topLevelKeys(braced(text, match.index + match[0].length - 1)))
        found.set(key, relative(ROOT, file))
    }
    // Field names handed to a schema built per call: `pathId(c.req.param('merId'), 'merId')`.
    for (const match of text.matchAll(/pathId\([^)]*\),\s*'(\w+)'\)/g)) found.set(match[1], relative(ROOT, file))
  }
  for (const key of Object.keys(pageQuery)) found.set(key, 'http/validate.ts pageQuery')
  for (const key of CAMPAIGN_PARAMS) found.set(key, 'attribution/first-touch.ts')
  return found
}

describe('field labels', () => {
  it('finds the fields of the server schemas', () => {
    const names = schemaFieldNames()
    expect(names.size).toBeGreaterThan(60)
    for (const known of ['countryCode', 'preOrderNo', 'cartNum', 'keyword', 'orderDetails', 'page'])
      expect(names.has(known), known).toBe(true)
  })

  it('has a label for every field a server schema names', () => {
    const missing = [...schemaFieldNames()]
      .filter(([name]) => !(name in FIELD_LABELS))
      .map(([name, file]) => `${name} (${file})`)
    expect(missing, 'fields without a label in src/server/http/field-labels.ts').toEqual([])
  })

  it('labels are words for a shopper, not identifiers', () => {
    for (const [name, label] of Object.entries(FIELD_LABELS)) {
      expect(label, name).toMatch(/^[A-Za-z0-9][A-Za-z0-9 ’'-]*$/)
      expect(label, name).not.toMatch(/[a-z][A-Z]|_/)
    }
  })

  it('names a nested path by its last named key', () => {
    expect(labelKey('orderDetails.0.productNum')).toBe('productNum')
    expect(labelKey('orderDetails.0')).toBe('orderDetails')
    expect(labelKey('countryCode')).toBe('countryCode')
    expect(fieldLabel('countryCode')).toBe('country code')
    expect(fieldLabel('nothing.0')).toBeUndefined()
  })

  it('says a refusal as a sentence in the locale, keeping full messages as they are', async () => {
    const say = (path: string, id: string, values?: Record<string, string | number>) =>
      refusal(path, values ? { id, values } : { id })
    expect(english(say('countryCode', 'has the wrong type'))).toBe('The country code has the wrong type')
    expect(english(say('orderDetails.0.productNum', 'is too small'))).toBe('The quantity is too small')
    expect(english(say('keyword', 'must be at most {requirement} characters', { requirement: 200 }))).toBe(
      'The search text must be at most 200 characters',
    )
    expect(english(say('email', 'Please enter your e-mail'))).toBe('Please enter your e-mail')
    expect(english(say('', 'has the wrong type'))).toBe('The request body has the wrong type')
    expect(english(say('x'.repeat(20), 'is too long'))).toBe('A field of the request is too long')
    expect(await translate(say('countryCode', 'has the wrong type'), 'ru')).toBe(
      'Поле «код страны» указано в неверном формате',
    )
    expect(await translate(say('countryCode', 'has the wrong type'), 'es')).toBe(
      'El campo «código de país» no tiene el formato correcto',
    )
    expect(
      await translate(say('keyword', 'must be at most {requirement} characters', { requirement: 200 }), 'ru'),
    ).toBe('Поле «поисковый запрос» должно быть не длиннее 200 символов')
  })
})
