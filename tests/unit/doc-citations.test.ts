/**
 * Citations into the repository's own docs resolve: code and docs cite the requirements as
 * "docs/spec.md §2.69 (#spec-2-69)" and the API reference as "docs/api.md §4.2 (#ref-4-2)" (or as Markdown links
 * `spec.md#spec-2-69`, `api.md#ref-4-2`), and each anchor must exist in its doc, so a renumbered or removed section
 * fails here instead of leaving a dead pointer. Decisions are cited as "decision N": its record must exist.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const anchorsOf = (doc: string) =>
  new Set([...readFileSync(doc, 'utf8').matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]))

/** Every tracked text file's lines that cite `pattern`, as [file:line, captured]. */
function citations(pattern: RegExp): Array<[string, string]> {
  const files = execFileSync(
    'git',
    ['ls-files', 'src', 'tests', 'docs', 'scripts', 'bench', 'lint', 'README.md', '*.ts'],
    {
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|js|md)$/.test(file))
  const found: Array<[string, string]> = []
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, k) => {
        for (const match of line.matchAll(pattern)) found.push([`${file}:${k + 1}`, match[1]!])
      })
  }
  return found
}

describe('citations into docs/', () => {
  it.each([
    ['docs/spec.md', /(?:spec\.md §[0-9.]+ \(#|spec\.md#)(spec-[0-9-]+)/g],
    ['docs/api.md', /(?:api\.md §[0-9.]+ \(#|api\.md#)(ref-[0-9-]+)/g],
  ])('every anchor cited in %s exists there', (doc, pattern) => {
    const anchors = anchorsOf(doc)
    const cited = citations(pattern)
    expect(cited.length).toBeGreaterThan(20)
    expect(
      cited.filter(([, anchor]) => !anchors.has(anchor)).map(([where, anchor]) => `${where} → #${anchor}`),
    ).toEqual([])
  })

  it('every decision cited by number has its record', () => {
    const records = new Set(readdirSync('docs/decisions').map((name) => Number(name.slice(0, 4))))
    const cited = citations(/\b[Dd]ecisions? (\d{1,3})\b/g)
    expect(cited.length).toBeGreaterThan(20)
    expect(cited.filter(([, n]) => !records.has(Number(n))).map(([where, n]) => `${where} → decision ${n}`)).toEqual([])
  })
})
