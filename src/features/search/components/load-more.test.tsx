import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { loadCatalog } from '~/i18n/catalogs'
import type { Locale } from '~/i18n/locales'
import { TestRouter } from '../../../../tests/unit/render'
import { LoadMore } from './load-more'

async function renderIn(locale: Locale, props: { shown: number; total: number; capped?: boolean }) {
  const i18n = setupI18n({ locale, messages: { [locale]: await loadCatalog(locale) } })
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <TestRouter>
          <LoadMore search={{ title: 'lamp' }} hasMore {...props} />
        </TestRouter>
      </MantineProvider>
    </I18nProvider>,
  )
  return screen.getByTestId('shown-count')
}

describe('LoadMore', () => {
  it('shows a capped total as "10 000+" with the locale’s digit grouping and words', async () => {
    const count = await renderIn('ru', { shown: 40, total: 10_000, capped: true })
    expect(count.textContent?.replace(/\s/g, ' ')).toBe('40 из 10 000+')
    expect(count.dataset.capped).toBe('true')
    expect(screen.getByTestId('load-more')).toBeTruthy()
  })

  it('shows an exact total without the plus', async () => {
    const count = await renderIn('es', { shown: 20, total: 1234 })
    expect(count.textContent?.replace(/\s/g, ' ')).toBe('20 de 1234')
    expect(count.dataset.capped).toBeUndefined()
  })
})
