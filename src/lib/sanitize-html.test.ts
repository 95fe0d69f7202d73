import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html'

describe('sanitizeHtml', () => {
  it('keeps rich description markup', () => {
    const html =
      '<h3>Specs</h3><p>Light <strong>and</strong> strong</p><ul><li>5 m</li></ul><table><tr><td>Weight</td><td>1 kg</td></tr></table><img src="https://shop.test/a.svg" alt="A">'
    const clean = sanitizeHtml(html)
    expect(clean).toContain('<h3>Specs</h3>')
    expect(clean).toContain('<td>Weight</td>')
    expect(clean).toContain('<img src="https://shop.test/a.svg" alt="A">')
  })

  it('removes scripts, handlers, iframes and javascript: links, and makes links safe', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">x</p><script>alert(1)</script><iframe src="https://evil"></iframe><a href="javascript:alert(1)">a</a><a href="https://ok.example">ok</a><img src=x onerror=alert(1)>',
    )
    expect(clean).not.toMatch(/script|onclick|onerror|iframe|javascript:/i)
    expect(clean).toContain('rel="noopener noreferrer nofollow"')
  })

  it('answers a text asked for again from what it kept, the same clean text, and keeps no more than its bound', () => {
    const dirty = (n: number) => `<p onclick="steal()">Item ${n}</p><script>alert(${n})</script>`
    const first = sanitizeHtml(dirty(0))
    expect(first).toBe('<p>Item 0</p>')
    expect(sanitizeHtml(dirty(0))).toBe(first)
    // Past the bound (256 texts) the oldest are sanitized again: still clean.
    for (let n = 1; n <= 300; n++) expect(sanitizeHtml(dirty(n))).toBe(`<p>Item ${n}</p>`)
    expect(sanitizeHtml(dirty(0))).toBe(first)
  })

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('')
  })
})
