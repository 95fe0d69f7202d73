import { describe, expect, it } from 'vitest'
import { resolveLocale } from './locales'

describe('locale resolution', () => {
  it('accepts supported locales, maps languages, and falls back to the configured default', () => {
    expect(resolveLocale('ru')).toBe('ru')
    expect(resolveLocale('zh')).toBe('zh-CN')
    expect(resolveLocale('zh_TW')).toBe('zh-CN')
    expect(resolveLocale('de')).toBe('en')
    expect(resolveLocale(null, 'ru')).toBe('ru')
    expect(resolveLocale('xx', 'ru')).toBe('ru')
  })
})
