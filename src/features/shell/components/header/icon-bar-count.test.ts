import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ICON_BAR_STEPS, iconBarCount } from './icon-bar-count'

// docs/spec.md §2.49–§2.54 (#spec-2-49): the icon bar's count by window width.
describe('first-level icon bar count by window width (spec §2)', () => {
  it.each([
    [1920, 10],
    [1226, 10],
    [1225, 8],
    [1031, 8],
    [1030, 7],
    [1027, 7],
    [1026, 6],
    [758, 6],
    [757, 5],
    [558, 5],
    [557, 4],
    [320, 4],
  ])('%i px shows %i', (width, count) => {
    expect(iconBarCount(width)).toBe(count)
  })

  it('is drawn by the stylesheet at the same steps, so the server-rendered bar never re-lays itself', () => {
    const css = readFileSync(new URL('./header.module.css', import.meta.url), 'utf8').replace(/\s+/g, ' ')
    const steps = [...css.matchAll(/@media \(max-width: (\d+)px\) \{ \.iconBarItem:nth-child\(n \+ (\d+)\)/g)]
    expect(steps.map(([, width, first]) => ({ maxWidth: Number(width), count: Number(first) - 1 }))).toEqual(
      ICON_BAR_STEPS.map((step) => ({ ...step })),
    )
  })
})
