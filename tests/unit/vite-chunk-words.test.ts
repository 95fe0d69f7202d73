import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { prelude, wordIds } from '../../scripts/vite-chunk-words'

interface PageWords {
  locale?: string
  words: Record<string, Record<string, string>>
  full: Record<string, boolean>
}
const page = () => (globalThis as { __linguiPageWords?: PageWords }).__linguiPageWords

describe('each script brings its own words (decision 56)', () => {
  it('finds the catalogue ids a chunk names, in any quotes, and nothing else', () => {
    const ids = new Set(['2FYpfJ', 'oq1RBe', 'QTLxZC', 'unused'])
    const code = 'jsx(Trans,{id:"2FYpfJ"});t({id:`oq1RBe`});i18n._(\'QTLxZC\');let id="2FYpfJx",x=`2FYpf`'
    expect(wordIds(code, ids)).toEqual(['2FYpfJ', 'QTLxZC', 'oq1RBe'])
  })

  describe('the prelude', () => {
    let dir: string
    let n = 0
    /** A chunk file: the prelude naming words files, then code that reads the words as it runs. */
    const chunk = async (files: Record<string, string>) => {
      const file = join(dir, `chunk-${n++}.mjs`)
      writeFileSync(file, `${prelude(files)}export const seen = { ...globalThis.__linguiPageWords?.words.th }\n`)
      return (await import(pathToFileURL(file).href)) as { seen: Record<string, string> }
    }
    const words = (name: string, messages: Record<string, string>) => {
      writeFileSync(join(dir, name), `export const messages = ${JSON.stringify(messages)}\n`)
      // The build names them relative to the chunk (`./words-th-….js`); vitest's module runner wants a full URL.
      return pathToFileURL(join(dir, name)).href
    }

    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'chunk-words-'))
      vi.stubGlobal('document', { documentElement: { lang: 'th' } })
    })
    afterAll(() => {
      rmSync(dir, { recursive: true, force: true })
      vi.unstubAllGlobals()
      delete (globalThis as { __linguiPageWords?: unknown }).__linguiPageWords
    })

    it("loads the words in the page's language before the chunk's code runs, and adds later ones to the same object", async () => {
      const first = await chunk({ en: words('a-en.mjs', { a: 'Cart' }), th: words('a-th.mjs', { a: 'รถเข็น' }) })
      expect(first.seen).toEqual({ a: 'รถเข็น' })
      const thai = page()!.words.th
      expect(page()!.locale).toBe('th')
      expect(page()!.words.en).toBeUndefined()

      const second = await chunk({ en: words('b-en.mjs', { b: 'Sign in' }), th: words('b-th.mjs', { b: 'เข้าสู่ระบบ' }) })
      expect(second.seen).toEqual({ a: 'รถเข็น', b: 'เข้าสู่ระบบ' })
      expect(page()!.words.th).toBe(thai)
    })

    it('loads nothing once the whole catalogue of the language is here, and survives a failed download', async () => {
      page()!.full.th = true
      const skipped = await chunk({ th: words('c-th.mjs', { c: 'ค้นหา' }) })
      expect(skipped.seen.c).toBeUndefined()

      page()!.full.th = false
      const failed = await chunk({ th: pathToFileURL(join(dir, 'no-such-words.mjs')).href })
      expect(failed.seen.c).toBeUndefined()
      expect(failed.seen.a).toBe('รถเข็น')
    })
  })
})
