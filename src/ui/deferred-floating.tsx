/**
 * Floating UI (the header's menus, the mega menu, the floating bar's hover card and tooltips) loads on the first
 * intent, not with every page (decision 31): the server and the hydrating browser render only the trigger, so
 * floating-ui and Mantine's Menu/Popover/Tooltip code stay out of the first load. Pointing at the trigger or clicking
 * it renders the lazily loaded floating version opened; focusing it loads it closed, with the focus kept.
 * Until the module arrives the plain trigger stays in place (the Suspense fallback), so nothing jumps.
 */
import { type FocusEvent, type ReactElement, type ReactNode, type Ref, Suspense, useEffect, useRef, useState } from 'react'

/**
 * Why the floating version is rendered: `open` (pointed at, for a hover menu, or clicked) starts it opened; `idle`
 * (pointed at, for a click menu) and `focus` start it closed, `focus` moving the focus onto its trigger.
 */
export type Intent = 'open' | 'idle' | 'focus'

/** What the trigger carries: the shared ref and, until the floating version renders, the intent handlers. */
export interface TriggerProps<E extends HTMLElement = HTMLElement> {
  ref: Ref<E>
  onMouseEnter?: () => void
  onMouseLeave?: () => void
  onClick?: () => void
  onFocus?: (event: FocusEvent<E>) => void
}

export function Deferred<E extends HTMLElement = HTMLElement>(props: {
  /** Whether pointing at the trigger opens it (a hover menu) or only loads it (a click menu). */
  openOn: 'hover' | 'click'
  /** The trigger as the page shows it; spread `triggerProps` on the element. */
  trigger: (triggerProps: TriggerProps<E>) => ReactElement
  /**
   * The floating version (a `lazy()` component) around `trigger`, opened when the intent is `open`; one that builds
   * its own trigger puts `ref` on it (the focus moves there).
   */
  children: (intent: Intent, trigger: ReactElement, ref: Ref<E>) => ReactNode
}) {
  const [intent, setIntent] = useState<Intent | null>(null)
  const ref = useRef<E>(null)
  const hover = props.openOn === 'hover'
  // Until the floating version has loaded, the trigger keeps listening: a click meanwhile is not lost, it opens it.
  const waiting = props.trigger({
    ref,
    // A click menu is not re-rendered under the pointer before the click lands (the click itself loads and opens it).
    onMouseEnter: hover ? () => setIntent('open') : undefined,
    onMouseLeave: hover ? () => setIntent((current) => (current === 'open' ? 'idle' : current)) : undefined,
    onClick: () => setIntent('open'),
    // Keyboard focus only: a mouse press focuses the button too, and re-rendering it before the click lands loses the click.
    onFocus: (event) => {
      if (byKeyboard(event.currentTarget)) setIntent((current) => current ?? 'focus')
    },
  })
  if (!intent) return waiting
  return (
    <Suspense fallback={waiting}>
      <KeepFocus intent={intent} target={ref} />
      {props.children(intent, props.trigger({ ref }), ref)}
    </Suspense>
  )
}
/** Whether the trigger (or the control inside a wrapper trigger) has keyboard focus. */
function byKeyboard(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible') || element.querySelector(':focus-visible') !== null
  } catch {
    // A DOM without :focus-visible (tests): take it as keyboard focus.
    return true
  }
}

/** The floating version mounts a new trigger element: a keyboard user's focus moves onto it. */
function KeepFocus({ intent, target }: { intent: Intent; target: { current: HTMLElement | null } }) {
  useEffect(() => {
    if (intent !== 'focus' || (document.activeElement !== document.body && document.activeElement !== null)) return
    // The trigger may be a wrapper (the catalogue button's hover area): focus the control inside it.
    const element = target.current
    const control = element?.matches('button, a[href], input, [tabindex]') ? element : element?.querySelector<HTMLElement>('button, a[href], input, [tabindex]')
    control?.focus()
  }, [intent, target])
  return null
}
