/**
 * Every catalogue is complete: each message of the source (en) catalogue has a non-empty translation in every
 * locale, and placeholders survive translation. `npm test` re-extracts messages first, so a new string
 * without translations fails here.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '~/i18n/locales'

interface Entry {
  msgid: string
  msgstr: string
}

function unquote(line: string) {
  return JSON.parse(line.replace(/^(msgid|msgstr|msgctxt)\s+/, '')) as string
}

export function parsePo(text: string): Entry[] {
  const entries: Entry[] = []
  let current: { msgid?: string; msgstr?: string; field?: 'msgid' | 'msgstr' } = {}
  const flush = () => {
    if (current.msgid !== undefined && current.msgid !== '') entries.push({ msgid: current.msgid, msgstr: current.msgstr ?? '' })
    current = {}
  }
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line.startsWith('#~')) continue
    if (line.startsWith('msgid ')) {
      flush()
      current = { msgid: unquote(line), field: 'msgid' }
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

const catalogue = (locale: string) => parsePo(readFileSync(`locales/${locale}/messages.po`, 'utf8'))
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()

describe('translation catalogues', () => {
  const source = catalogue('en')

  it('has source messages', () => {
    expect(source.length).toBeGreaterThan(50)
  })

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} translates every message, keeping its placeholders`, () => {
      const translated = new Map(catalogue(locale).map((e) => [e.msgid, e.msgstr]))
      const missing = source.filter((e) => !translated.get(e.msgid)?.trim()).map((e) => e.msgid)
      expect(missing, `untranslated in ${locale}`).toEqual([])
      const broken = source
        .filter((e) => placeholders(translated.get(e.msgid) ?? '').join() !== placeholders(e.msgid).join())
        .map((e) => e.msgid)
      expect(broken, `placeholders changed in ${locale}`).toEqual([])
    })
  }
})
