import { describe, expect, it } from 'vitest'
import { isDatabaseUnreachable } from './client'

describe('isDatabaseUnreachable', () => {
  it('knows socket errors, lost connections and server shutdowns, also wrapped as a cause', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    expect(isDatabaseUnreachable(refused)).toBe(true)
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnreachable(new Error('Connection terminated due to connection timeout'))).toBe(true)
    expect(isDatabaseUnreachable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true)
    expect(isDatabaseUnreachable(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true)
    expect(isDatabaseUnreachable(new Error('Failed query: select 1', { cause: refused }))).toBe(true)
  })

  it('leaves bugs and refused statements alone', () => {
    expect(isDatabaseUnreachable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnreachable(new TypeError('x is undefined'))).toBe(false)
    expect(isDatabaseUnreachable(null)).toBe(false)
  })
})
