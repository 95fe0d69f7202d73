import { describe, expect, it } from 'vitest'
import { idListLength, idListValues } from './prepared'

describe('id lists of known length', () => {
  it('rounds a list up to a power of two, so a few prepared statements serve every length', () => {
    expect([0, 1, 2, 3, 4, 5, 8, 9, 100].map(idListLength)).toEqual([1, 1, 2, 4, 4, 8, 8, 16, 128])
  })

  it('fills the placeholders with the ids, the last one repeated up to the length', () => {
    expect(idListValues([7, 3, 9])).toEqual({ ids_0: 7, ids_1: 3, ids_2: 9, ids_3: 9 })
    expect(idListValues([5])).toEqual({ ids_0: 5 })
  })
})
