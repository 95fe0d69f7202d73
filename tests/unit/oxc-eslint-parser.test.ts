/**
 * The lint's parser (lint/oxc-eslint-parser.js, decision 134): oxc's tree with what ESLint needs added. Its tokens are
 * made from the tree, so they are probed here where a scanner could go wrong (`>>` closing two type lists against a
 * shift, templates, regular expressions, JSX text, comments), and through ESLint where rules read them or the scopes.
 */
import { ESLint } from 'eslint'
import { describe, expect, it, vi } from 'vitest'

vi.setConfig({ testTimeout: 120_000 })

const eslint = new ESLint({ cwd: process.cwd() })

type Token = { type: string; value: string; range: [number, number]; loc: { start: { line: number; column: number } } }
type Parsed = { ast: { tokens: Token[]; comments: { value: string }[] } }

async function parse(code: string, filePath: string): Promise<Parsed> {
  const config = await eslint.calculateConfigForFile(filePath)
  return config.languageOptions.parser.parseForESLint(code, { filePath })
}

describe("the lint's parser (oxc)", () => {
  it('gives the tokens an ESTree parser gives, comments aside', async () => {
    const code = [
      'const a: Array<Array<number>> = [1 >> 2, b >= 3] // note',
      'x >>>= 1',
      '/* block */ const t = `one${a}two${this}`, r = /[/]>/g, m = import.meta',
    ].join('\n')
    const { ast } = await parse(code, 'src/lib/probe.ts')
    expect(ast.tokens.map((token) => `${token.type} ${token.value}`)).toEqual([
      'Keyword const',
      'Identifier a',
      'Punctuator :',
      'Identifier Array',
      'Punctuator <',
      'Identifier Array',
      'Punctuator <',
      'Identifier number',
      'Punctuator >',
      'Punctuator >',
      'Punctuator =',
      'Punctuator [',
      'Numeric 1',
      'Punctuator >>',
      'Numeric 2',
      'Punctuator ,',
      'Identifier b',
      'Punctuator >=',
      'Numeric 3',
      'Punctuator ]',
      'Identifier x',
      'Punctuator >>>=',
      'Numeric 1',
      'Keyword const',
      'Identifier t',
      'Punctuator =',
      'Template `one${',
      'Identifier a',
      'Template }two${',
      'Keyword this',
      'Template }`',
      'Punctuator ,',
      'Identifier r',
      'Punctuator =',
      'RegularExpression /[/]>/g',
      'Punctuator ,',
      'Identifier m',
      'Punctuator =',
      'Keyword import',
      'Punctuator .',
      'Identifier meta',
    ])
    expect(ast.comments.map((comment) => comment.value)).toEqual([' note', ' block '])
    const tokenAt = (value: string) => ast.tokens.find((token) => token.value === value)!
    expect(tokenAt('>>>=').loc.start).toEqual({ line: 2, column: 2 })
    expect(tokenAt('/[/]>/g').loc.start).toEqual({ line: 3, column: 47 })
  })

  it('reads JSX only in .tsx, its text as one token', async () => {
    const { ast } = await parse('export const F = () => <p a="x">Hi &nbsp; {n}</p>', 'src/ui/probe.tsx')
    expect(ast.tokens.slice(7).map((token) => `${token.type} ${token.value}`)).toEqual([
      'Punctuator <',
      'JSXIdentifier p',
      'JSXIdentifier a',
      'Punctuator =',
      'String "x"',
      'Punctuator >',
      'JSXText Hi &nbsp; ',
      'Punctuator {',
      'Identifier n',
      'Punctuator }',
      'Punctuator <',
      'Punctuator /',
      'JSXIdentifier p',
      'Punctuator >',
    ])
    await expect(parse('export const f = <T,>(x: T) => x', 'src/lib/probe.ts')).resolves.toBeTruthy()
  })

  it('serves the rules that read tokens and scopes, and reports a syntax error where it is', async () => {
    const lint = async (code: string, filePath: string) => (await eslint.lintText(code, { filePath }))[0].messages
    // no-restricted-imports reports `export *` at its star (a token).
    const star = await lint(`export * from '@mantine/core'\n`, 'src/features/search/components/probe.tsx')
    expect(star.map((m) => [m.ruleId, m.line, m.column])).toContainEqual(['no-restricted-imports', 1, 8])
    // exhaustive-deps reads the scopes: a value used inside is a dependency, a type is not.
    const deps = await lint(
      [
        "import { useEffect } from 'react'",
        'type Id = string',
        'export function useProbe(id: Id, n: number) {',
        '  useEffect(() => {',
        '    const copy: Id = id',
        '    void [copy, n]',
        '  }, [id])',
        '}',
      ].join('\n'),
      'src/features/search/use-probe.ts',
    )
    expect(deps.map((m) => [m.ruleId, m.message.match(/'(\w+)'/)?.[1]])).toEqual([['react-hooks/exhaustive-deps', 'n']])
    // Column 29: where the `=>` stands.
    const broken = await lint('export const f = (a: number => a\n', 'src/lib/probe.ts')
    expect(broken.map((m) => [m.fatal, m.line, m.column])).toEqual([[true, 1, 29]])
  })
})
