import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { SearchParams } from '../schemas'
import { SearchLink } from './search-link'
import classes from './search.module.css'

/**
 * One row of filter chips on the search screen: its label, an optional "All" chip that clears the filter, then a chip
 * per choice, each a link to the search with that choice.
 */
export function ChipFilter<Choice extends { id: number; name: string }>(props: {
  label: ReactNode
  testId: string
  /** The "All" chip: where it leads and whether it is the current choice (no filter). */
  all?: { search: SearchParams; active: boolean; testId?: string }
  choices: Choice[]
  searchOf: (choice: Choice) => SearchParams
  isActive?: (choice: Choice) => boolean
  chipTestId: string
  /** A chip's content, when it is more than the choice's name. */
  render?: (choice: Choice, position: number) => ReactNode
}) {
  return (
    <div className={classes.filterRow} data-testid={props.testId}>
      <span className={classes.filterLabel}>{props.label}</span>
      <div className={classes.chips}>
        {props.all ? (
          <SearchLink
            search={props.all.search}
            active={props.all.active}
            className={classes.chip}
            testId={props.all.testId}
          >
            <Trans>All</Trans>
          </SearchLink>
        ) : null}
        {props.choices.map((choice, position) => (
          <SearchLink
            key={choice.id}
            search={props.searchOf(choice)}
            active={props.isActive?.(choice)}
            className={classes.chip}
            testId={props.chipTestId}
          >
            {props.render ? props.render(choice, position) : choice.name}
          </SearchLink>
        ))}
      </div>
    </div>
  )
}
