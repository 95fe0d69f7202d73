import { useLingui } from '@lingui/react/macro'
import { PlainLink, type ToOptions } from '~/ui/router-link'
import { type ReactNode, useId } from 'react'
import { ChevronRightIcon } from '~/ui/icons'
import classes from './home.module.css'

/** A section title with a red accent, an optional subtitle and a "More" link described by the title. */
export function SectionHeader(props: { title: ReactNode; subtitle?: ReactNode; more?: ToOptions; id?: string }) {
  const { t } = useLingui()
  const generatedId = useId()
  const headingId = props.id ?? generatedId
  return (
    <div className={classes.sectionHeader}>
      <div className={classes.sectionTitleWrap}>
        <h2 className={classes.sectionTitle} id={headingId}>
          {props.title}
        </h2>
        {props.subtitle ? <span className={classes.sectionSubtitle}>{props.subtitle}</span> : null}
      </div>
      {props.more ? (
        <PlainLink link={props.more} className={classes.more} aria-describedby={headingId}>
          {t`More`}
          <ChevronRightIcon size={14} />
        </PlainLink>
      ) : null}
    </div>
  )
}
