/**
 * "Skip to content": the first focusable element of every page, shown only while focused. It moves focus to the
 * page's <main id="content"> (focusable with tabIndex -1) without a hash entry in the history, so the router is not
 * involved; without JavaScript the plain fragment link does the same.
 */
import { useLingui } from '@lingui/react/macro'
import type { MouseEvent } from 'react'
import classes from './skip-link.module.css'

export const MAIN_CONTENT_ID = 'content'

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID)
  if (!main) return
  event.preventDefault()
  main.focus()
  main.scrollIntoView({ block: 'start' })
}

export function SkipLink() {
  const { t } = useLingui()
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent} data-testid="skip-link">
      {t`Skip to content`}
    </a>
  )
}
