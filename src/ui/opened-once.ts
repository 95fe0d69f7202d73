import { useState } from 'react'

/**
 * True from the first time `open` is true on: a lazily loaded dialog (`lazy(() => import(…))`) is mounted then, and
 * stays mounted so it can play its closing transition. Its code stays out of the page's first load (decision 23).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [once, setOnce] = useState(open)
  if (open && !once) setOnce(true)
  return once || open
}
