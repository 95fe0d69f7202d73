/** A page of a listing and its total: the count is asked only when the rows cannot tell the total themselves. */
import { describe, expect, it } from 'vitest'
import { readPage } from './page'

/** A listing of `total` numbered rows, and a lazy count that records whether it ran. */
function listing(total: number) {
  const asked = { rows: 0, count: 0 }
  const rows = {
    limit: (limit: number) => ({
      offset: (offset: number) => {
        asked.rows++
        const all = Array.from({ length: total }, (_, i) => i + 1)
        return Promise.resolve(all.slice(offset, offset + limit))
      },
    }),
  }
  const count = () => {
    asked.count++
    return Promise.resolve(total)
  }
  return { rows, count, asked }
}

describe('readPage', () => {
  it('takes the total from a first page that is not full, without counting', async () => {
    const { rows, count, asked } = listing(3)
    const page = await readPage(rows, count, { page: 1, limit: 5 }, (list) => list.map((n) => n * 10))
    expect(page).toMatchObject({ list: [10, 20, 30], total: 3, count: 3, totalPage: 1, page: 1, limit: 5 })
    expect(asked).toEqual({ rows: 1, count: 0 })
  })

  it('counts when the first page is full, and for later pages', async () => {
    const full = listing(12)
    const first = await readPage(full.rows, full.count, { page: 1, limit: 5 }, (list) => list)
    expect(first).toMatchObject({ list: [1, 2, 3, 4, 5], total: 12, totalPage: 3 })
    expect(full.asked.count).toBe(1)
    const last = await readPage(full.rows, full.count, { page: 3, limit: 5 }, (list) => list)
    expect(last).toMatchObject({ list: [11, 12], total: 12, page: 3 })
    expect(full.asked.count).toBe(2)
    // Past the end the rows are empty, yet the total is the listing's.
    const past = listing(4)
    expect(await readPage(past.rows, past.count, { page: 2, limit: 5 }, (list) => list)).toMatchObject({
      list: [],
      total: 4,
    })
  })

  it('reads an empty listing as a total of 0 without counting', async () => {
    const { rows, count, asked } = listing(0)
    expect(await readPage(rows, count, { page: 1, limit: 5 }, (list) => list)).toMatchObject({ list: [], total: 0 })
    expect(asked.count).toBe(0)
  })
})
