/** The SSR branch of sanitizeHtml (a jsdom window on the server) behaves like the browser one. */
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '~/lib/sanitize-html'

describe('sanitizeHtml on the server', () => {
  it('runs without a browser window and strips active content', () => {
    expect(typeof window).toBe('undefined')
    const clean = sanitizeHtml('<p>Hi</p><script>x()</script><img src=x onerror=alert(1)>')
    expect(clean).toBe('<p>Hi</p><img src="x">')
  })
})
