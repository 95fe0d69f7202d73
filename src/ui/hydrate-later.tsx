/**
 * A part of the page the server renders whole and the browser hydrates when its own chunk arrives (decisions 56 and
 * 105): its code is not in the page's first load. In the browser React keeps the server's HTML of the part, styled
 * by stylesheets the caller imports eagerly (a lazy chunk's own CSS would come only with the chunk), until the chunk
 * has loaded, then hydrates it. The part is wrapped in an element with no box of its own that says when it has
 * hydrated (`data-hydrates-later`, then `data-interactive`; ui/early-clicks `NOT_HYDRATED_YET`): a click on one of its
 * buttons meanwhile is held and replayed, and the member page's reads wait for it (ui/page-frame `framesHydrated`).
 *
 * React drops the server's HTML of a part that an update reaches before it hydrated, and renders it anew (the part
 * would blink out until its chunk arrives). So the returned component is memoized: a part whose props do not change
 * (the shell's footer has none, the product's reviews only its id) is not reached by its parent's renders.
 */
import { type ComponentType, lazy, memo, Suspense, useEffect, useState } from 'react'
import classes from './hydrate-later.module.css'

/** The part inside its marker: `data-interactive` once it has hydrated. */
function marked<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  return function Marked(props: P) {
    const [hydrated, setHydrated] = useState(false)
    useEffect(() => setHydrated(true), [])
    return (
      <div className={classes.part} data-hydrates-later="" data-interactive={hydrated ? 'true' : undefined}>
        <Part {...props} />
      </div>
    )
  }
}

export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  const Lazy = lazy(() => load().then((part) => ({ default: marked(part) })))
  // The server renders the part in one pass: its module is loaded before the first page.
  if (import.meta.env.SSR) void load().then((part) => (loaded = marked(part)))

  function Later(props: P) {
    // Always inside a Suspense boundary, on the server too, so the browser can hydrate the boundary later. Which
    // component renders it is fixed per instance (the loaded one on the server once its module is in, else the lazy
    // one): a switch would remount the part. In the browser it is always the lazy one; once its chunk is in, it
    // renders at once (after a client-side navigation too).
    const [Part] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    )
  }
  return memo(Later) as unknown as ComponentType<P>
}
