import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { useFormatNumber } from './number'

function formatIn(locale: string, value: number) {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } })
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
  })
})
