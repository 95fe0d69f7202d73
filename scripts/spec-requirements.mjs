#!/usr/bin/env node
/**
 * Counts the requirements of the storefront specification per section, and how many are built, from the ledger
 * docs/spec-requirements.json.
 *
 *   node scripts/spec-requirements.mjs <storefront-spec.md> [--list]
 *
 * One requirement is one row of a table, or one clause of a bullet or paragraph: the text split into sentences,
 * and each sentence at its semicolons (so "Notice: title, createTime; the list response has a list array" is two).
 * Headings and table header/separator rows are not requirements. Requirements are numbered §<section>.<n> in the
 * order they appear; `--list` prints every one with its number and status.
 * docs/spec.md indexes the specification by these numbers (an anchor spec-<section>-<n> for each) and says
 * where each is built; code cites a requirement as "docs/spec.md §3.19 (#spec-3-19)".
 *
 * The ledger names only the requirements that are not (fully) built, each by its section and a piece of its text
 * (`match`, case-insensitive), with a status (`partial`, `missing`, `wrong`, or `unverified`: reported open by an
 * audit and not checked since) and a note; every other requirement counts as built. "Built" therefore means "not
 * known to be open": the ledger is only as good as the last audit that filled it. A ledger entry that matches no requirement, or several, is an error (exit 1), so the ledger
 * cannot drift silently when the specification changes.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const [specPath, ...flags] = process.argv.slice(2)
if (!specPath) {
  console.error('usage: node scripts/spec-requirements.mjs <storefront-spec.md> [--list]')
  process.exit(2)
}

/** Sentences (a full stop, ! or ? followed by a capital, digit or quote), then clauses at semicolons. */
function clauses(text) {
  return text
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)
    .flatMap((sentence) => sentence.split(/;\s+/))
    .map((clause) => clause.trim())
    .filter(Boolean)
}

/** `[{ section: 2, title: 'Screens and routes', requirements: ['…'] }]` */
export function requirementsOf(markdown) {
  const sections = []
  for (const line of markdown.split('\n')) {
    const heading = /^## (\d+)\.\s+(.*)$/.exec(line)
    if (heading) {
      sections.push({ section: Number(heading[1]), title: heading[2].trim(), requirements: [] })
      continue
    }
    const current = sections.at(-1)
    if (!current || !line.trim() || line.startsWith('#')) continue
    if (line.startsWith('|')) {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim())
      // The separator row, and the header row (the line before a separator) are not requirements.
      if (cells.every((cell) => /^:?-+:?$/.test(cell))) current.requirements.pop()
      else current.requirements.push(cells.join(' | '))
      continue
    }
    current.requirements.push(...clauses(line.replace(/^\s*(?:[-*]|\d+\.)\s+/, '')))
  }
  return sections
}

const sections = requirementsOf(readFileSync(specPath, 'utf8'))
const ledger = JSON.parse(readFileSync(path.join(root, 'docs/spec-requirements.json'), 'utf8'))
const statusOf = new Map()
let broken = false
for (const entry of ledger.open) {
  const section = sections.find((s) => s.section === entry.section)
  const hits = (section?.requirements ?? []).flatMap((text, i) =>
    text.toLowerCase().includes(entry.match.toLowerCase()) ? [i] : [],
  )
  if (hits.length !== 1) {
    console.error(
      `ledger entry §${entry.section} "${entry.match}" matches ${hits.length} requirements (needs exactly one)`,
    )
    broken = true
    continue
  }
  statusOf.set(`${entry.section}.${hits[0] + 1}`, entry)
}

const STATUSES = ['built', 'partial', 'missing', 'wrong', 'unverified']
const totals = Object.fromEntries(STATUSES.map((s) => [s, 0]))
const rows = []
for (const { section, title, requirements } of sections) {
  const counts = Object.fromEntries(STATUSES.map((s) => [s, 0]))
  requirements.forEach((text, i) => {
    const entry = statusOf.get(`${section}.${i + 1}`)
    const status = entry?.status ?? 'built'
    counts[status]++
    totals[status]++
    if (flags.includes('--list'))
      console.log(`§${section}.${i + 1}\t${status}\t${text.slice(0, 110)}${entry ? `\t(${entry.note})` : ''}`)
  })
  rows.push(`| ${section}. ${title} | ${requirements.length} | ${STATUSES.map((s) => counts[s]).join(' | ')} |`)
}
const all = sections.reduce((n, s) => n + s.requirements.length, 0)
console.log(
  [
    '| Section | Requirements | Built | Partial | Missing | Wrong | Unverified |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    `| **All** | **${all}** | ${STATUSES.map((s) => `**${totals[s]}**`).join(' | ')} |`,
  ].join('\n'),
)
if (!flags.includes('--list')) {
  console.log('\nNot (fully) built:')
  for (const [number, entry] of statusOf) console.log(`- §${number} ${entry.status}: ${entry.note}`)
}
if (broken) process.exit(1)
