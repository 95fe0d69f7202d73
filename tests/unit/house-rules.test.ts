/**
 * Probes of the house's "one way" lint rules (eslint.config.js, lint/): for each rule, code that must fail the lint
 * where the rule applies, and the sanctioned way, which must pass. The probes are linted as if they were files at the
 * given paths, so each rule's `files`, `ignores` and listed exceptions are tested too.
 */
import { ESLint } from 'eslint'
import { describe, expect, it, vi } from 'vitest'

// A probe of a cycle rule makes the house's graph read the app's files once (cold: seconds on two busy cores).
vi.setConfig({ testTimeout: 120_000 })

const eslint = new ESLint({ cwd: process.cwd() })

/** The ids of the rules a probe breaks (max-lines aside). */
async function broken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((m) => m.ruleId !== 'max-lines').map((m) => m.ruleId ?? m.message)
}

const feature = 'src/features/search/components/probe.tsx'
const server = 'src/server/cart/probe.ts'

describe('the form kit', () => {
  it.each([
    ['a raw <form>', `export const F = () => <form onSubmit={() => {}} />`],
    [
      'a Mantine text input',
      `import { TextInput } from '@mantine/core'\nexport const F = () => <TextInput label="x" />`,
    ],
    ['a Mantine select', `import { Select } from '@mantine/core'\nexport const F = () => <Select data={[]} />`],
    ['@mantine/form', `import { useForm } from '@mantine/form'\nexport const f = useForm`],
    ["TanStack Form's useForm", `import { useForm } from '@tanstack/react-form'\nexport const f = useForm`],
    ['form.Subscribe', `export const F = ({ form }: { form: any }) => <form.Subscribe>{() => null}</form.Subscribe>`],
    ['form.Field', `export const F = ({ form }: { form: any }) => <form.Field name="x">{() => null}</form.Field>`],
  ])('refuses %s in a feature', async (_, code) => {
    expect(
      (await broken(code, feature)).some((id) => id === 'no-restricted-imports' || id === 'no-restricted-syntax'),
    ).toBe(true)
  })

  it('refuses them in routes too, and lets the kit and the listed exceptions use them', async () => {
    const code = `import { TextInput } from '@mantine/core'\nexport const F = () => <form><TextInput /></form>`
    expect(await broken(code, 'src/routes/probe.tsx')).toEqual(['no-restricted-imports', 'no-restricted-syntax'])
    expect(await broken(code, 'src/ui/form/probe.tsx')).toEqual([])
    expect(await broken(code, 'src/features/shell/components/header/search-box.tsx')).toEqual([])
  })

  it('lets a kit form pass', async () => {
    const code = [
      `import { useAppForm } from '~/ui/form'`,
      `export function F() {`,
      `  const form = useAppForm({ defaultValues: { email: '' } })`,
      `  return <form.AppForm><form.Form><form.AppField name="email">{(field) => <field.TextField label="E-mail" />}</form.AppField></form.Form></form.AppForm>`,
      `}`,
    ].join('\n')
    expect(await broken(code, feature)).toEqual([])
  })
})

describe('the page frame', () => {
  it('refuses a page screen without <PageFrame>, and passes one with it', async () => {
    expect(await broken(`export const P = () => <div />`, 'src/features/search/components/probe-page.tsx')).toEqual([
      'house/page-frame',
    ])
    const framed = `import { PageFrame } from '~/ui/page-frame'\nexport const P = () => <PageFrame title="x" />`
    expect(await broken(framed, 'src/features/search/components/probe-page.tsx')).toEqual([])
  })

  it('refuses a page route that shows no page screen, unless it is a listed layout', async () => {
    const bare = `import { createFileRoute } from '@tanstack/react-router'\nexport const Route = createFileRoute('/probe')({ component: () => <div /> })`
    expect(await broken(bare, 'src/routes/probe.tsx')).toEqual(['house/page-frame'])
    const screen = `import { createFileRoute } from '@tanstack/react-router'\nimport { SearchPage } from '~/features/search/components/search-page'\nexport const Route = createFileRoute('/probe')({ component: SearchPage })`
    expect(await broken(screen, 'src/routes/probe.tsx')).toEqual([])
    expect(await broken(bare, 'src/routes/users/index.tsx')).toEqual([])
  })
})

describe('one date parser', () => {
  it.each([
    ['Date.parse', `export const at = (s: string) => Date.parse(s)`],
    ['new Date of a text', `export const at = (s: string) => new Date(s.replace(' ', 'T'))`],
    ['new Date of a template', 'export const at = (s: string) => new Date(`${s}Z`)'],
    ['new Date of a literal', `export const at = new Date('2026-11-01 10:00:00')`],
  ])('refuses %s outside ~/lib/dates', async (_, code) => {
    expect(await broken(code, 'src/features/orders/probe.ts')).toEqual(['house/date-parsing'])
    expect(await broken(code, 'src/lib/dates.ts')).toEqual([])
  })

  it('lets numbers become dates', async () => {
    const code = `export const a = new Date(Date.now() - 1000)\nexport const b = new Date(0)\nexport const c = (d: Date) => new Date(d.getTime() + 5)\nexport const e = new Date()`
    expect(await broken(code, 'src/features/orders/probe.ts')).toEqual([])
  })

  it.each([
    ['an ops command', 'src/server/ops/probe.ts'],
    ['a server domain', server],
    ['the sitemap', 'src/server/catalog/sitemap.ts'],
    ['the shared helpers', 'src/shared/probe.ts'],
    ['a script', 'scripts/probe.ts'],
  ])('refuses a date text parsed in %s, outside src/server/http/dates.ts', async (_, file) => {
    expect(await broken(`export const at = (s: string) => Date.parse(s)`, file)).toEqual(['house/date-parsing'])
    expect(await broken('export const at = (s: string) => new Date(`${s}T00:00:00Z`)', file)).toEqual([
      'house/date-parsing',
    ])
    expect(await broken(`export const at = new Date(Date.UTC(2026, 10, 1))`, file)).toEqual([])
  })

  it("lets the server's date module parse, and the server use it", async () => {
    expect(await broken(`export const at = (s: string) => new Date(s)`, 'src/server/http/dates.ts')).toEqual([])
    const use = `import { parseDay, parseTime } from '../http/dates'\nexport const at = (s: string) => parseTime(s) ?? parseDay(s)`
    expect(await broken(use, server)).toEqual([])
  })
})

describe('one cookie parser a side', () => {
  it('refuses document.cookie outside ~/lib/cookies', async () => {
    expect(await broken(`export const c = () => document.cookie.split(';')`, 'src/features/shell/probe.ts')).toEqual([
      'house/cookies',
    ])
    expect(await broken(`export const c = () => document.cookie.split(';')`, 'src/lib/cookies.ts')).toEqual([])
  })

  it.each([
    ['a raw Cookie header', `export const c = (r: Request) => r.headers.get('cookie')?.split(';')`],
    [
      'a Cookie header kept in a variable',
      `import { requestCookie } from '../http/cookies'\nexport function c(r: Request) { const h = r.headers.get('Cookie'); return requestCookie(h, 'x') }`,
    ],
    ["hono's parser", `import { parse } from 'hono/utils/cookie'\nexport const c = parse`],
    [
      'a hand-written Set-Cookie',
      "export const c = (h: Headers, v: string) => h.append('set-cookie', `locale=${v}; Path=/`)",
    ],
  ])('refuses %s on the server', async (_, code) => {
    expect(await broken(code, server)).toContain('house/cookies')
  })

  it('lets the Cookie header go straight to the kit', async () => {
    const code = `import { requestCookie } from '../http/cookies'\nexport const c = (r: Request) => requestCookie(r.headers.get('cookie'), 'locale')`
    expect(await broken(code, server)).toEqual([])
  })
})

describe('API messages marked for translation (was a Babel walk in a unit test)', () => {
  it.each([
    ['a thrown literal', `throw badRequest('Order not found')`],
    ['a template message', 'throw notFound(`No order ${no}`)'],
    ['a valibot message', `export const s = v.maxLength(10, 'too long')`],
    ['one side of a choice', `throw new ApiError(500, cond ? /*i18n*/ 'A' : 'B')`],
    ['a BadInput', `throw new BadInput('bad')`],
  ])('refuses %s', async (_, code) => {
    expect(await broken(code, server)).toEqual(['house/marked-messages'])
  })

  it('accepts marked messages, and leaves the operator CLI alone', async () => {
    const code = [
      "throw badRequest(/*i18n*/ 'Only {count} left', { count })",
      "export const s = v.pipe(v.string(/*i18n*/ 'must be text'), v.regex(/x/, /*i18n*/ 'is not valid'), v.literal('yes'))",
    ].join('\n')
    expect(await broken(code, server)).toEqual([])
    expect(await broken(`throw badRequest('Unknown command')`, 'src/server/ops/probe.ts')).toEqual([])
    expect(await broken(`throw badRequest('Bad row')`, 'src/server/catalogue-feeds/probe.ts')).toEqual([])
    expect(await broken(`throw badRequest('Bad row')`, 'src/server/catalogue-feeds/export.ts')).toEqual([
      'house/marked-messages',
    ])
  })
})

describe('query keys (were key-tree regexes in a unit test)', () => {
  const queries = 'src/features/cart/queries.ts'
  const tree = (members: string) =>
    `export const cartKeys = {\n  all: ['cart'] as const,\n${members}\n}\nexport const cartQuery = () => ({ queryKey: cartKeys.count() })`

  it('refuses a key written by hand, and one given to the query client', async () => {
    expect(
      await broken(`export const q = () => ({ queryKey: ['cart', 'count'] })`, 'src/features/cart/probe.ts'),
    ).toEqual(['house/keys-from-trees'])
    expect(
      await broken(`export const s = (c: any) => c.setQueryData(['cart'], 1)`, 'src/features/cart/probe.ts'),
    ).toEqual(['house/keys-from-trees'])
    expect(
      await broken(`export const s = (c: any) => c.invalidateQueries({ queryKey: ['cart'] })`, 'src/routes/probe.ts'),
    ).toEqual(['house/keys-from-trees'])
  })

  it('lets keys come from a tree or a query factory', async () => {
    const code = `export const a = (c: any) => c.invalidateQueries({ queryKey: cartKeys.all })\nexport const b = (c: any) => c.getQueryData(cartCountQuery().queryKey)`
    expect(await broken(code, 'src/features/cart/probe.ts')).toEqual([])
  })

  it("refuses a tree whose root is not its feature's name, a member that does not start with the root, an unused member", async () => {
    expect(
      await broken(
        tree(`  count: () => [...cartKeys.all, 'count'] as const,`).replace("['cart']", "['basket']"),
        queries,
      ),
    ).toEqual(['house/query-key-trees'])
    expect(await broken(tree(`  count: () => ['cart', 'count'] as const,`), queries)).toEqual(['house/query-key-trees'])
    expect(
      await broken(
        tree(`  count: () => [...cartKeys.all, 'count'] as const,\n  nobodys: () => [...cartKeys.all, 'x'] as const,`),
        queries,
      ),
    ).toEqual(['house/query-key-trees'])
    expect(await broken(tree(`  count: () => [...cartKeys.all, 'count'] as const,`), queries)).toEqual([])
  })

  it('refuses a tree outside queries.ts and a second tree in one feature', async () => {
    expect(await broken(`export const cartKeys = { all: ['cart'] as const }`, 'src/features/cart/keys.ts')).toEqual([
      'house/query-key-trees',
    ])
    const second = `${tree(`  count: () => [...cartKeys.all, 'count'] as const,`)}\nexport const basketKeys = { all: ['cart'] as const }`
    expect(await broken(second, queries)).toEqual(['house/query-key-trees'])
  })
})

describe('no loop between features (was a regex import walker in a unit test)', () => {
  it('refuses an import that closes a loop, naming its path; passes one in the grain', async () => {
    // The cart shows catalogue cards (cart → catalog); the catalogue importing the cart closes a loop.
    const found = await eslint.lintText(
      `import { cartKeys } from '~/features/cart/queries'\nexport const k = cartKeys`,
      { filePath: 'src/features/catalog/probe.ts' },
    )
    const loop = found[0].messages.find((m) => m.ruleId === 'house/feature-cycles')
    expect(loop?.message).toMatch(/catalog → cart → catalog; cart → catalog \(cart\/.+\)/)
    expect(
      await broken(
        `import { catalogKeys } from '~/features/catalog/queries'\nexport const k = catalogKeys`,
        'src/features/cart/probe.ts',
      ),
    ).toEqual([])
  })

  it('counts type imports and dynamic imports too', async () => {
    expect(
      await broken(
        `import type { CartLine } from '~/features/cart'\nexport type L = CartLine`,
        'src/features/catalog/probe.ts',
      ),
    ).toContain('house/feature-cycles')
    expect(
      await broken(`export const load = () => import('~/features/cart/queries')`, 'src/features/catalog/probe.ts'),
    ).toContain('house/feature-cycles')
  })
})

describe('no import cycle between files (house/no-cycle, decision 58)', () => {
  // mutations.ts imports cartKeys from queries.ts: queries.ts importing mutations.ts back closes a loop.
  const queries = 'src/features/cart/queries.ts'

  it('refuses an import that closes a loop, naming it file by file, and dynamic imports and re-exports too', async () => {
    const found = await eslint.lintText(
      `import { addToCartMutation } from './mutations'\nexport const m = addToCartMutation`,
      {
        filePath: queries,
      },
    )
    const loop = found[0].messages.find((m) => m.ruleId === 'house/no-cycle')
    expect(loop?.message).toBe(
      'Import cycle: src/features/cart/queries.ts → src/features/cart/mutations.ts → src/features/cart/queries.ts. Move the shared piece into a leaf.',
    )
    expect(await broken(`export const load = () => import('./mutations')`, queries)).toContain('house/no-cycle')
    expect(await broken(`export * from '~/features/cart/mutations'`, queries)).toContain('house/no-cycle')
    expect(await broken(`import './mutations.ts'`, queries)).toContain('house/no-cycle')
  })

  it('lets a type-only import through (erased), and an import in the grain', async () => {
    expect(await broken(`import type { X } from './mutations'\nexport type Y = X`, queries)).not.toContain(
      'house/no-cycle',
    )
    expect(await broken(`import { type X } from './mutations'\nexport type Y = X`, queries)).not.toContain(
      'house/no-cycle',
    )
    expect(
      await broken(`import { cartKeys } from './queries'\nexport const k = cartKeys`, 'src/features/cart/mutations.ts'),
    ).not.toContain('house/no-cycle')
  })
})

describe('one module a name (house/one-module-a-name)', () => {
  it('refuses a code file beside another of the same name and another extension, naming both', async () => {
    // scripts/ops.ts is on disk: a launcher scripts/ops.mjs beside it is what nine API files once imported by mistake.
    const [result] = await eslint.lintText(`export {}`, { filePath: 'scripts/ops.mjs' })
    expect(result.messages.find((m) => m.ruleId === 'house/one-module-a-name')?.message).toBe(
      'ops.mjs and ops.ts differ only in their extension: an import of "./ops" names both, and Vite and TypeScript pick different ones. Rename one.',
    )
    expect(await broken(`export {}`, 'src/features/cart/queries.tsx')).toContain('house/one-module-a-name')
  })

  it('lets a file alone in its name through, and a declaration file beside its module', async () => {
    expect(await broken(`export {}`, 'scripts/ops-cli.mjs')).not.toContain('house/one-module-a-name')
    expect(await broken(`export {}`, 'scripts/bundled.mjs')).not.toContain('house/one-module-a-name')
    expect(await broken(`export {}`, 'src/features/cart/queries.ts')).not.toContain('house/one-module-a-name')
  })
})
