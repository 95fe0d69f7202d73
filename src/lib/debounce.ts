/** The shared debounce for input actions (spec: 500 ms by default). */
import { useDebouncedCallback } from '@mantine/hooks'

export const INPUT_DEBOUNCE_MS = 500

export function useInputDebounce<A extends unknown[]>(action: (...args: A) => void, wait = INPUT_DEBOUNCE_MS) {
  return useDebouncedCallback(action, wait)
}
