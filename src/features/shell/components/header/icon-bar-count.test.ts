import { describe, expect, it } from 'vitest'
import { iconBarCount } from './icon-bar-count'

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
})
