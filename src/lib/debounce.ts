/** The shared debounce for input actions (spec: 500 ms by default). */
import { useDebouncedCallback } from '@mantine/hooks'

export const INPUT_DEBOUNCE_MS = 500

/**
 * `action` after `wait` ms of quiet. A call still waiting when the component goes (a navigation) runs then, so what
 * the shopper entered is never dropped; `.flush()` runs it now (leaving the field).
 */
export function useInputDebounce<A extends unknown[]>(action: (...args: A) => void, wait = INPUT_DEBOUNCE_MS) {
  return useDebouncedCallback(action, { delay: wait, flushOnUnmount: true })
}
