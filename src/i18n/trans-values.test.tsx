/** `<Trans>` shows a value as the text it is: a typed `<b>` or `<0>` is never read as the message's markup. */
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
i18n.activate('en')
const html = (node: React.ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>)

describe('<Trans> values', () => {
  it('keeps tags a shopper typed as text, and logs nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const title of ['<script>alert(1)</script>', '<0>bold</0>', 'a<b>c</b>', '1 < 2']) {
      expect(html(<Trans>No goods match “{title}”</Trans>)).toBe(
        `No goods match “${title.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')}”`,
      )
    }
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
  })

  it('still places the message’s own elements around a value', () => {
    const from = '<0>Shenzhen</0>'
    expect(
      html(
        <Trans>
          Ships from <strong>{from}</strong>
        </Trans>,
      ),
    ).toBe('Ships from <strong>&lt;0&gt;Shenzhen&lt;/0&gt;</strong>')
    const word = 'lamp'
    expect(html(<Trans>Results for “{word}”</Trans>)).toBe('Results for “lamp”')
  })
})
