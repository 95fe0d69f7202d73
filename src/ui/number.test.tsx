import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { Locale } from '~/i18n/locales'
import { activate } from '~/i18n/catalogs'
import { useFormatNumber } from './number'

function formatIn(locale: string, value: number) {
  const i18n = setupI18n()
  activate(i18n, locale as Locale, {})
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>
  return renderHook(() => useFormatNumber(), { wrapper }).result.current(value)
}

describe('useFormatNumber', () => {
  it('groups counts the way the shopper’s locale does', () => {
    expect(formatIn('en', 12500)).toBe('12,500')
    // Russian groups with a no-break space; Spanish leaves four digits ungrouped.
    expect(formatIn('ru', 12500)).toBe('12\u00a0500')
    expect(formatIn('es', 2000)).toBe('2000')
    expect(formatIn('zh-CN', 12500)).toBe('12,500')
    // Lao as its own data writes it ("6.258"), from data a browser without Lao has too (decision 75).
    expect(formatIn('lo', 6258)).toBe(new Intl.NumberFormat('lo').format(6258))
    expect(formatIn('lo', 6258)).toBe('6.258')
  })
})
