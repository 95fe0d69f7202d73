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
  it('shows a capped total as "1 000+" with the locale’s digit grouping and words', async () => {
    const count = await renderIn('ru', { shown: 40, total: 1_000, capped: true })
    expect(count.textContent?.replace(/\s/g, ' ')).toBe('40 из 1 000+')
    expect(count.dataset.capped).toBe('true')
    expect(screen.getByTestId('load-more')).toBeTruthy()
  })

  // The search's cap (decision 92): "more than 1,000" in every locale's own words and digit grouping.
  it.each([
    ['en', '40 of 1,000+'],
    ['es', '40 de más de 1000'],
    ['fr', '40 sur plus de 1 000'],
    ['zh-CN', '已显示 40 件，共 1,000+ 件'],
    ['th', 'แสดง 40 จาก 1,000+ รายการ'],
    ['lo', 'ສະແດງ 40 ຈາກ 1.000+ ລາຍການ'],
  ] as const)('reads the capped 1,000 in %s as "%s"', async (locale, text) => {
    const count = await renderIn(locale, { shown: 40, total: 1_000, capped: true })
    expect(count.textContent?.replace(/\s/g, ' ')).toBe(text)
  })

  it('shows an exact total without the plus', async () => {
    const count = await renderIn('es', { shown: 20, total: 1234 })
    expect(count.textContent?.replace(/\s/g, ' ')).toBe('20 de 1234')
    expect(count.dataset.capped).toBeUndefined()
  })
})
