import { describe, expect, it } from 'vitest'
import type { Db } from './client'
import { createReadReplica } from './replica'

/** A replica whose replay positions are answered in turn, on a clock each question moves by `stepMs`. */
function fakeReplica(answers: Array<string | null | Error>, stepMs = 5) {
  let clock = 0
  let asked = 0
  const db = {
    execute: async () => {
      clock += stepMs
      const answer = answers[Math.min(asked++, answers.length - 1)]
      if (answer instanceof Error) throw answer
      return { rows: [{ position: answer }] }
    },
  } as unknown as Db
  const replica = createReadReplica(
    db,
    async () => {},
    () => clock,
  )
  return {
    replica,
    asked: () => asked,
    pass: (ms: number) => {
      clock += ms
    },
  }
}

describe('read replica (decision 54)', () => {
  it('is read once it has replayed as far as asked, and asks no more while that holds', async () => {
    const { replica, asked } = fakeReplica(['0/3000100'])
    expect(await replica.caughtUp('0/3000100')).toBe(true)
    expect(await replica.caughtUp('0/30000FF')).toBe(true)
    expect(asked()).toBe(1)
    // Positions compare as numbers, not text: 0/3000100 is behind 0/10000000.
    expect(await replica.caughtUp('0/10000000')).toBe(false)
  })

  it('waits a moment for a replica a little behind, then leaves one still behind alone for a while', async () => {
    const catchingUp = fakeReplica(['0/3000000', '0/3000000', '0/3000200'])
    expect(await catchingUp.replica.caughtUp('0/3000200')).toBe(true)
    expect(catchingUp.asked()).toBe(3)

    const stuck = fakeReplica(['0/3000000'])
    expect(await stuck.replica.caughtUp('1/0')).toBe(false)
    const asked = stuck.asked()
    expect(asked).toBeGreaterThanOrEqual(2)
    // Lagging: asked once, no waiting; then patient again.
    expect(await stuck.replica.caughtUp('1/0')).toBe(false)
    expect(stuck.asked()).toBe(asked + 1)
    stuck.pass(1000)
    expect(await stuck.replica.caughtUp('1/0')).toBe(false)
    expect(stuck.asked()).toBeGreaterThanOrEqual(asked + 3)
  })

  it('takes no reads for a while after it failed to answer, or when it is no standby', async () => {
    const down = fakeReplica([new Error('connect ECONNREFUSED'), '0/3000000'])
    expect(await down.replica.caughtUp('0/1')).toBe(false)
    expect(await down.replica.caughtUp('0/1')).toBe(false)
    expect(down.asked()).toBe(1)
    down.pass(5000)
    expect(await down.replica.caughtUp('0/1')).toBe(true)

    const primary = fakeReplica([null])
    expect(await primary.replica.caughtUp('0/1')).toBe(false)
  })
})
