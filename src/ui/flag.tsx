/**
 * A country's flag as an SVG picture (the build's `flags/<iso>.svg`, scripts/vite-flags.ts), not an emoji: Windows
 * shows emoji flags as letter pairs and a machine without an emoji font as empty boxes. Decorative: the country's
 * name is always written next to it.
 */
export function Flag({ iso, size = 16 }: { iso: string; size?: number }) {
  return (
    <img
      src={`/flags/${iso.toLowerCase()}.svg`}
      width={Math.round((size * 4) / 3)}
      height={size}
      alt=""
      loading="lazy"
      style={{
        borderRadius: 2,
        boxShadow: '0 0 0 1px rgba(0,0,0,.12)',
        objectFit: 'cover',
        flex: 'none',
        verticalAlign: 'middle',
      }}
    />
  )
}

/** The flag a shop language is shown with. */
export const LOCALE_FLAGS: Record<string, string> = {
  en: 'gb',
  'zh-CN': 'cn',
  es: 'es',
  ru: 'ru',
  fr: 'fr',
  th: 'th',
  lo: 'la',
}

/** The flag a currency is shown with: its country, or the EU for the euro. */
export function currencyFlag(code: string): string | undefined {
  if (code === 'EUR') return 'eu'
  const country = code.slice(0, 2).toLowerCase()
  return /^[a-z]{2}$/.test(country) ? country : undefined
}
