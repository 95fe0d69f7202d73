/**
 * A read-only star rating (0–5, filled to the value, halves and all) as one masked element: a list of stores or
 * products showing Mantine's interactive Rating would put ten SVGs per row into the page's HTML (decision 23).
 * The label says the value; the stars are its picture.
 */
import type { CSSProperties } from 'react'
import classes from './star-meter.module.css'

export function StarMeter({ value, size = 14, label }: { value: number; size?: number; label: string }) {
  const fill = Math.min(5, Math.max(0, Number(value) || 0)) / 5
  const style = { '--star-size': `${size}px`, '--star-fill': fill } as CSSProperties
  return <span role="img" aria-label={label} className={classes.meter} style={style} data-value={value} />
}
