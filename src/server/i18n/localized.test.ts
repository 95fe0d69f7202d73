import { afterEach, describe, expect, it } from 'vitest'
import { resetConfig } from '../../../app.config'
import { localeChain, localizedText, localizeFields } from './localized'

const i18n = { ru: { name: 'Электроника' }, 'zh-CN': { name: '电子产品' } }

function withDefaultLocale(locale: string) {
  process.env.DEFAULT_LOCALE = locale
  resetConfig()
}

afterEach(() => {
  delete process.env.DEFAULT_LOCALE
  resetConfig()
})

describe('catalogue texts in a locale', () => {
  it('takes the locale, else the base (English) text when the default locale is English', () => {
    expect(localeChain('ru')).toEqual(['ru'])
    expect(localeChain('en')).toEqual([])
    expect(localizedText('Electronics', i18n, 'name', 'ru')).toBe('Электроника')
    expect(localizedText('Electronics', i18n, 'name', 'zh-CN')).toBe('电子产品')
    expect(localizedText('Electronics', i18n, 'name', 'fr')).toBe('Electronics')
    expect(localizedText('Electronics', undefined, 'name', 'ru')).toBe('Electronics')
    expect(localizedText('Electronics', { ru: { name: '' } }, 'name', 'ru')).toBe('Electronics')
  })

  it('falls back to the default locale before the base text, but never for English itself', () => {
    withDefaultLocale('ru')
    expect(localeChain('fr')).toEqual(['fr', 'ru'])
    expect(localeChain('ru')).toEqual(['ru'])
    expect(localizedText('Electronics', i18n, 'name', 'fr')).toBe('Электроника')
    expect(localizedText('Electronics', i18n, 'name', 'en')).toBe('Electronics')
    expect(localizedText('Electronics', i18n, 'name', 'zh-CN')).toBe('电子产品')
  })

  it('overlays the string fields of a setting and keeps the others', () => {
    const bank = { enabled: true, instructions: 'Transfer', swift: 'X', i18n: { es: { instructions: 'Transfiere' } } }
    expect(localizeFields(bank, bank.i18n, 'es')).toEqual({ ...bank, instructions: 'Transfiere' })
    expect(localizeFields(bank, bank.i18n, 'th')).toEqual(bank)
  })
})
