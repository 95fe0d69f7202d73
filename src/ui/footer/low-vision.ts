/**
 * The footer's low-vision mode: `data-low-vision="true"` on <html> (styles in low-vision.css), remembered in
 * localStorage. Applied after hydration, so the server markup never depends on it.
 */
import { useCallback, useEffect, useState } from 'react'

export const LOW_VISION_STORAGE_KEY = 'lowVision'

export function applyLowVision(on: boolean) {
  const root = document.documentElement
  if (on) root.dataset.lowVision = 'true'
  else delete root.dataset.lowVision
}

function readStored(): boolean {
  try {
    return window.localStorage.getItem(LOW_VISION_STORAGE_KEY) === 'true'
  } catch {
    return false
  }
}

function store(on: boolean) {
  try {
    if (on) window.localStorage.setItem(LOW_VISION_STORAGE_KEY, 'true')
    else window.localStorage.removeItem(LOW_VISION_STORAGE_KEY)
  } catch {
    // Storage unavailable (privacy mode): the mode still applies to this page.
  }
}

/** [enabled, toggle]. */
export function useLowVision(): [boolean, () => void] {
  const [enabled, setEnabled] = useState(false)

  useEffect(() => {
    const stored = readStored()
    applyLowVision(stored)
    setEnabled(stored)
  }, [])

  const toggle = useCallback(() => {
    const next = document.documentElement.dataset.lowVision !== 'true'
    applyLowVision(next)
    store(next)
    setEnabled(next)
  }, [])

  return [enabled, toggle]
}
