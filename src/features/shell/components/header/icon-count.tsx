import type { ReactNode } from 'react'
import classes from './header.module.css'

/**
 * A count over a header icon (cart, notices), hidden at zero: Mantine's Indicator in plain elements (header.module.css),
 * as the header is on every page (decision 55).
 */
export function IconCount({ count, testId, children }: { count: number; testId: string; children: ReactNode }) {
  return (
    <div className={classes.count} data-testid={testId}>
      {count > 0 ? <div className={classes.countLabel}>{count}</div> : null}
      {children}
    </div>
  )
}
