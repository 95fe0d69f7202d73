/**
 * The arguments of the operator's commands (scripts/ops.ts, decision 15), one rule each for every command that takes
 * them; the operator reads English (decision 46).
 */
import * as v from 'valibot'

/** A required text of at most `max` characters, trimmed, named `name` in its messages. */
export const OpsText = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} is required`),
    v.trim(),
    v.nonEmpty(`${name} is required`),
    v.maxLength(max, `${name} must be at most ${max} characters`),
  )

/** A row's id (a whole number from 1), named `noun` in its messages: `OpsId('a shop id')`. */
export const OpsId = (noun: string) =>
  v.pipe(v.number(`${noun} is required`), v.integer(`is not ${noun}`), v.minValue(1, `is not ${noun}`))
