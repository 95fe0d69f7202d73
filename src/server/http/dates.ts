/** CRMEB dates are `yyyy-MM-dd HH:mm:ss` strings (UTC). */
export function formatDateTime(date: Date | null | undefined): string {
  if (!date) return ''
  return date.toISOString().slice(0, 19).replace('T', ' ')
}
