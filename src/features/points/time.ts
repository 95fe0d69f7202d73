/** API times in the shopper's locale: the shared helpers (src/lib/dates.ts, src/ui/api-time.tsx). */
import { useApiTime as useFormats } from '~/ui/api-time'

export { formatApiTime, parseApiTime } from '~/lib/dates'

/** `(value) => text` in the current locale. */
export function useApiTime() {
  return useFormats().dateTime
}
