/**
 * What the shopper typed before the page hydrated is kept, as early clicks are (decision 42). A server-rendered input
 * takes typing before React has hydrated it; React 19 leaves that text on the screen but not in the component's
 * state, and the input's next render puts the state's value back: the e-mail typed into /login on a slow phone was
 * wiped before "Sign in" (Chromium at 4–8× CPU throttling), and the header's search sent no words. A controlled input
 * takes this ref: when React first attaches to the element (hydration's commit, before any later render), it reads
 * what the element holds, and once the component is mounted `adopt` gets it, as if typed after hydration. In a
 * client render the element holds the state's value, so nothing is adopted. The form kit's text fields use it
 * (`./form/text-fields`); checkboxes and buttons need none: the early-click script holds their clicks.
 */
import { type RefCallback, useCallback, useEffect, useRef } from 'react'

/**
 * The ref of a controlled text input or textarea; `current` reads the state's value, `adopt` sets it. Both are taken
 * from the first render: the ref is stable for the component's life (a new one each render would detach and attach
 * again on every render). Not for a `<select>`: its element's value is that of an option, and while the options are
 * still coming (a list read from the API) it is not the state's, so a select would adopt an empty choice.
 */
export function useEarlyText(
  current: () => string,
  adopt: (value: string) => void,
): RefCallback<HTMLInputElement | HTMLTextAreaElement> {
  const early = useRef<string | null>(null)
  const attached = useRef(false)
  const ref = useCallback((element: HTMLInputElement | HTMLTextAreaElement | null) => {
    if (!element || attached.current) return
    attached.current = true
    if (element.value !== current()) early.current = element.value
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, at the first attach
  }, [])
  useEffect(() => {
    if (early.current === null) return
    adopt(early.current)
    early.current = null
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the component is mounted
  }, [])
  return ref
}
