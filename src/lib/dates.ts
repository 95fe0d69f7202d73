/** The spec's date filter: keep the part before the first space ("2026-11-01 10:00:00" → "2026-11-01"). */
export function dateOnly(value: string | null | undefined): string {
  if (!value) return ''
  const space = value.indexOf(' ')
  return space === -1 ? value : value.slice(0, space)
}
