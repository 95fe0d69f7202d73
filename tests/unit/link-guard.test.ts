/**
 * The one-link-builder guard (eslint.config.js, `inAppLinks`): a hand-written site path in an href fails the lint in
 * routes, features and ui, however it is spelled; typed links, external links and assets pass.
 */
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function guardErrors(code: string, file = 'src/features/search/components/guard-probe.tsx'): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: file })
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').length
}

describe('the raw site path guard', () => {
  it.each([
    ['a JSX literal', `export const A = () => <a href="/goods/goods_search">x</a>`],
    ['a literal in braces', `export const A = () => <a href={'/users/order_list'}>x</a>`],
    ['a template string', 'export const A = ({ id }: { id: number }) => <a href={`/goods_detail/${id}`}>x</a>'],
    ['a branch of a condition', `export const A = ({ c }: { c: boolean }) => <a href={c ? '/login' : undefined}>x</a>`],
    ['an href in an object', `export const links = [{ label: 'Cart', href: '/order/shopping_cart' }]`],
    ['an href template in an object', 'export const link = (id: number) => ({ href: `/goods_detail/${id}` })'],
    ['a document navigation', `export function go() { window.location.href = '/login' }`],
    ['location.assign', `export function go() { window.location.assign('/login') }`],
  ])('refuses %s', async (_, code) => {
    expect(await guardErrors(code)).toBeGreaterThan(0)
  })

  it.each([
    [
      'a typed link',
      `import { Link } from '@tanstack/react-router'\nimport { to } from '~/lib/links'\nexport const A = () => <Link {...to.cart()}>x</Link>`,
    ],
    ['an external link', `export const A = () => <a href="https://stripe.com" rel="noreferrer">x</a>`],
    ['a protocol-relative link', `export const A = () => <a href="//cdn.example/x">x</a>`],
    ['a static asset in a head tag', `export const links = [{ rel: 'icon', href: '/favicon.svg' }]`],
  ])('lets %s pass', async (_, code) => {
    expect(await guardErrors(code)).toBe(0)
  })

  it('guards routes and ui too, but not tests', async () => {
    const code = `export const A = () => <a href="/login">x</a>`
    expect(await guardErrors(code, 'src/routes/guard-probe.tsx')).toBe(1)
    expect(await guardErrors(code, 'src/ui/guard-probe.tsx')).toBe(1)
    expect(await guardErrors(code, 'src/ui/guard-probe.test.tsx')).toBe(0)
  })
})
