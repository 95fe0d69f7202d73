import type { ReactNode } from 'react'
import plain from '~/ui/plain.module.css'
import classes from './confirm.module.css'

/**
 * One titled box of the order confirm page, with an optional action at the right of the title: plain elements with
 * Mantine's Paper, Group and Title values, as the page renders per request (decisions 55, 80).
 */
export function ConfirmSection(props: { title: string; action?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className={plain.paperLg} data-testid={props.testId}>
      <div className={`${plain.group} ${plain.spread} ${classes.sectionHead}`}>
        <h2 className={plain.heading4}>{props.title}</h2>
        {props.action}
      </div>
      {props.children}
    </div>
  )
}
