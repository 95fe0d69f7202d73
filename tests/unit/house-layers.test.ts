/**
 * Probes of the import rules between folders (docs/architecture.md, eslint.config.js's zones, lint/layers.js): an
 * import that breaks a layer, a surface or a leaf fails the lint, the sanctioned doors pass. Linted as if they were
 * files at the given paths, as in house-rules.test.ts.
 */
import { ESLint } from 'eslint'
import { describe, expect, it, vi } from 'vitest'

// The first probe of a feature makes house/feature-cycles read every feature's files (seconds on two busy cores).
vi.setConfig({ testTimeout: 60_000 })

const eslint = new ESLint({ cwd: process.cwd() })

/** The ids of the rules a probe breaks. */
async function broken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.map((m) => m.ruleId ?? m.message)
}

const feature = 'src/features/search/components/probe.tsx'
const server = 'src/server/cart/probe.ts'

describe('the import rules between folders (house/layers, decision 74)', () => {
  it.each([
    ['a feature importing a route', `import { Route } from '~/routes/index'\nexport const r = Route`, feature],
    [
      'ui importing a feature',
      `import { cartKeys } from '~/features/cart/queries'\nexport const k = cartKeys`,
      'src/ui/probe.ts',
    ],
    [
      "a feature reaching into another's internals",
      `import { addToCartMutation } from '~/features/cart/mutations'\nexport const m = addToCartMutation`,
      feature,
    ],
    [
      'browser code importing the server, even for a type',
      `import type { Db } from '~/server/db/client'\nexport type D = Db`,
      'src/lib/probe.ts',
    ],
    ['the server importing browser code', `export { cartKeys } from '../../features/cart/queries'`, server],
    [
      "a server domain reaching into another's internals",
      `export const load = () => import('../orders/service')`,
      server,
    ],
    ['the database layer importing a domain', `import '../cart/service'`, 'src/server/db/probe.ts'],
    [
      'the contract importing the rest of src',
      `import { money } from '~/lib/money.ts'\nexport const m = money`,
      'src/contract/probe.ts',
    ],
    [
      'src/shared importing the server',
      `const logger = require('../server/logger')\nexport const l = logger`,
      'src/shared/probe.ts',
    ],
  ])('refuses %s', async (_, code, filePath) => {
    expect(await broken(code, filePath)).toContain('house/layers')
  })

  it('names the import and the rule it breaks', async () => {
    const [result] = await eslint.lintText(
      `import { cartKeys } from '~/features/cart/queries'\nexport const k = cartKeys`,
      {
        filePath: 'src/ui/probe.ts',
      },
    )
    expect(result.messages.find((m) => m.ruleId === 'house/layers')?.message).toBe(
      'src/ui/probe.ts may not import ~/features/cart/queries: ui, lib and i18n know no feature: pass data in, or move the code into the feature.',
    )
  })

  it('lets the sanctioned doors through', async () => {
    const pass = [
      [`import { cartKeys } from '~/features/cart/queries'\nexport const k = cartKeys`, feature],
      [`import { cartKeys } from '~/features/cart'\nexport const k = cartKeys`, feature],
      [`import type { CartLine } from '~/contract/cart'\nexport type L = CartLine`, 'src/lib/probe.ts'],
      [`export * from '../orders'`, server],
      [`import { logger } from '../logger'\nexport const l = logger`, 'src/server/db/probe.ts'],
      [`import { app } from '~/server/app'\nexport const a = app`, 'src/lib/api/server-transport.ts'],
    ]
    for (const [code, filePath] of pass) expect(await broken(code, filePath)).not.toContain('house/layers')
  })
})
