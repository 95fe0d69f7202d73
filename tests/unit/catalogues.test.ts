/**
 * Every catalogue is complete: each message of the source (en) catalogue has a non-empty translation in every
 * locale, and placeholders survive translation. `npm test` re-extracts messages first, so a new string
 * without translations fails here.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '~/i18n/locales'

interface Entry {
  /** msgctxt + "\u0004" + msgid when the message has a context (the same text may mean different things). */
  key: string
  msgid: string
  msgstr: string
}

function unquote(line: string) {
  return JSON.parse(line.replace(/^(msgid|msgstr|msgctxt)\s+/, '')) as string
}

export function parsePo(text: string): Entry[] {
  const entries: Entry[] = []
  let current: { msgctxt?: string; msgid?: string; msgstr?: string; field?: 'msgctxt' | 'msgid' | 'msgstr' } = {}
  const flush = () => {
    if (current.msgid !== undefined && current.msgid !== '') {
      const key = current.msgctxt === undefined ? current.msgid : `${current.msgctxt}\u0004${current.msgid}`
      entries.push({ key, msgid: current.msgid, msgstr: current.msgstr ?? '' })
    }
    current = {}
  }
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line.startsWith('#~')) continue
    if (line.startsWith('msgctxt ')) {
      flush()
      current = { msgctxt: unquote(line), field: 'msgctxt' }
    } else if (line.startsWith('msgid ')) {
      if (current.msgctxt === undefined || current.msgid !== undefined) flush()
      current.msgid = unquote(line)
      current.field = 'msgid'
    } else if (line.startsWith('msgstr ')) {
      current.msgstr = unquote(line)
      current.field = 'msgstr'
    } else if (line.startsWith('"') && current.field) {
      current[current.field] = (current[current.field] ?? '') + (JSON.parse(line) as string)
    }
  }
  flush()
  return entries
}

/** The storefront's catalogue (`messages`) and the API's (`server`, decision 25). */
const CATALOGUES = ['messages', 'server'] as const
const catalogue = (locale: string, name: (typeof CATALOGUES)[number] = 'messages') =>
  parsePo(readFileSync(`locales/${locale}/${name}.po`, 'utf8'))
/**
 * The distinct variables of an ICU message: `{name}` and `{name, plural, …}`. The texts of plural/select options
 * (`one {Goods (# item)}`) are not variables, so a `{` right after an option key is skipped.
 */
const placeholders = (text: string) =>
  [
    ...new Set(
      [...text.matchAll(/(?<!(?:\b(?:zero|one|two|few|many|other)|=\d+)\s*)\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]),
    ),
  ].sort()

describe('translation catalogues', () => {
  const source = catalogue('en')

  it('reads the variables of a message, not the texts of its plural options', () => {
    expect(placeholders('{count, plural, one {Remove # item} other {Remove # items}} from {shop}')).toEqual([
      'count',
      'shop',
    ])
    expect(placeholders('{0, plural, one {Goods} other {Goods (#)}}')).toEqual(['0'])
    expect(placeholders('Pay {amount}')).not.toEqual(placeholders('Pay {total}'))
  })

  it('has source messages', () => {
    expect(source.length).toBeGreaterThan(50)
  })

  it('has the API messages', () => {
    expect(catalogue('en', 'server').length).toBeGreaterThan(50)
  })

  for (const name of CATALOGUES) {
    const source = catalogue('en', name)
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      it(`${locale} translates every message of ${name}.po, keeping its placeholders`, () => {
        const translated = new Map(catalogue(locale, name).map((e) => [e.key, e.msgstr]))
        const missing = source.filter((e) => !translated.get(e.key)?.trim()).map((e) => e.key)
        expect(missing, `untranslated in ${locale}`).toEqual([])
        const broken = source
          .filter((e) => placeholders(translated.get(e.key) ?? '').join() !== placeholders(e.msgid).join())
          .map((e) => e.key)
        expect(broken, `placeholders changed in ${locale}`).toEqual([])
        // A translation is one text in this locale, not a pasted table of every locale's text.
        const pasted = source
          .filter((e) => /^\{\s*['"](ru|es|fr|zh-CN|th|lo|en)['"]\s*:/.test(translated.get(e.key) ?? ''))
          .map((e) => e.key)
        expect(pasted, `texts of other locales pasted in ${locale}`).toEqual([])
      })
    }
  }
})
