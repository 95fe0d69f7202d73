/**
 * Floating UI (the header's menus, the mega menu, the floating bar's hover card and tooltips) loads on the first
 * intent, not with every page (decision 31): the server and the hydrating browser render only the trigger, so
 * floating-ui and Mantine's Menu/Popover/Tooltip code stay out of the first load. Pointing at the trigger or clicking
 * it renders the lazily loaded floating version opened; Enter or Space does the same and keeps the keyboard focus.
 * Until the module arrives the plain trigger stays in place (the Suspense fallback), so nothing jumps.
 */
import {
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react'

/** Why the floating version is rendered: `open` (pointed at, for a hover menu, or clicked) starts it opened; `idle` closed. */
export type Intent = 'open' | 'idle'

/** What the trigger carries: the shared ref and, until the floating version renders, the intent handlers. */
export interface TriggerProps<E extends HTMLElement = HTMLElement> {
  ref: Ref<E>
  onMouseEnter?: () => void
  onMouseLeave?: () => void
  onClick?: (event?: MouseEvent) => void
}

export function Deferred<E extends HTMLElement = HTMLElement>(props: {
  /** Whether pointing at the trigger opens it (a hover menu) or only loads it (a click menu). */
  openOn: 'hover' | 'click'
  /** The trigger as the page shows it; spread `triggerProps` on the element. */
  trigger: (triggerProps: TriggerProps<E>) => ReactElement
  /**
   * The floating version (a `lazy()` component) around `trigger`, opened when the intent is `open`; one that builds
   * its own trigger puts `ref` on it (the focus moves there). `byKeyboard`: it was opened with Enter or Space.
   */
  children: (intent: Intent, trigger: ReactElement, ref: Ref<E>, byKeyboard: boolean) => ReactNode
}) {
  const [intent, setIntent] = useState<Intent | null>(null)
  const [keyboard, setKeyboard] = useState(false)
  const ref = useRef<E>(null)
  const hover = props.openOn === 'hover'
  // Until the floating version has loaded, the trigger keeps listening: a click meanwhile is not lost, it opens it.
  // Focus alone loads nothing: re-rendering the trigger under a mouse press, or between a keyboard user's Tabs,
  // would lose the click or the focus. Enter or Space on the trigger is a click with no pointer (detail 0).
  const waiting = props.trigger({
    ref,
    // A click menu is not re-rendered under the pointer before the click lands (the click itself loads and opens it).
    onMouseEnter: hover ? () => setIntent('open') : undefined,
    onMouseLeave: hover ? () => setIntent((current) => (current === 'open' ? 'idle' : current)) : undefined,
    onClick: (event) => {
      setKeyboard(event?.detail === 0)
      setIntent('open')
    },
  })
  if (!intent) return waiting
  return (
    <Suspense fallback={waiting}>
      <KeepFocus active={keyboard} target={ref} />
      {props.children(intent, props.trigger({ ref }), ref, keyboard)}
    </Suspense>
  )
}

/** The floating version mounts a new trigger element: a keyboard user's focus moves onto it. */
function KeepFocus({ active, target }: { active: boolean; target: { current: HTMLElement | null } }) {
  useEffect(() => {
    if (!active || (document.activeElement !== document.body && document.activeElement !== null)) return
    // The trigger may be a wrapper (the catalogue button's hover area): focus the control inside it.
    const element = target.current
    const control = element?.matches('button, a[href], input, [tabindex]')
      ? element
      : element?.querySelector<HTMLElement>('button, a[href], input, [tabindex]')
    control?.focus()
  }, [active, target])
  return null
}
