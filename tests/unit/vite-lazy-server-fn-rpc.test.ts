import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { lazyClientRpc } from '../../scripts/vite-lazy-server-fn-rpc'

type ClientFn = ((...args: unknown[]) => Promise<unknown>) & { url: string; serverFnMeta: { id: string } }

describe("the server-function adapter's client loads on the first call (decision 83)", () => {
  let dir: string
  const href = (name: string) => pathToFileURL(join(dir, name)).href

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'lazy-rpc-'))
    vi.stubEnv('TSS_SERVER_FN_BASE', '/_serverFn/')
    writeFileSync(join(dir, 'constants.mjs'), "export const TSS_SERVER_FUNCTION = Symbol.for('TSS_SERVER_FUNCTION')\n")
    // Stands for Start's createClientRpc: counts its loads and answers with what the call was given.
    writeFileSync(
      join(dir, 'client-rpc.mjs'),
      [
        'globalThis.__rpcLoads = (globalThis.__rpcLoads ?? 0) + 1',
        'export function createClientRpc(id) { return async (...args) => ({ id, args }) }',
      ].join('\n'),
    )
    writeFileSync(join(dir, 'lazy.mjs'), lazyClientRpc(href('client-rpc.mjs'), href('constants.mjs')))
  })
  afterAll(() => {
    vi.unstubAllEnvs()
    rmSync(dir, { recursive: true, force: true })
  })

  it('returns the callable at once, marked as a server function, and fetches the client only when called', async () => {
    const { createClientRpc } = (await import(href('lazy.mjs'))) as { createClientRpc: (id: string) => ClientFn }
    const loads = () => (globalThis as { __rpcLoads?: number }).__rpcLoads ?? 0
    const fn = createClientRpc('abc123')
    expect(fn.url).toBe('/_serverFn/abc123')
    expect(fn.serverFnMeta).toEqual({ id: 'abc123' })
    expect((fn as unknown as Record<symbol, boolean>)[Symbol.for('TSS_SERVER_FUNCTION')]).toBe(true)
    expect(loads()).toBe(0)
    await expect(fn({ data: 1 })).resolves.toEqual({ id: 'abc123', args: [{ data: 1 }] })
    await expect(fn('again')).resolves.toEqual({ id: 'abc123', args: ['again'] })
    expect(loads()).toBe(1)
  })
})
