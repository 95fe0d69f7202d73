import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { MerchantMoreSearch } from './schemas'

describe('store search with hostile text', () => {
  it('cleans its keywords', () => {
    expect(v.parse(MerchantMoreSearch, { keywords: 'sh\u0000op' }).keywords).toBe('sh op')
  })
})
