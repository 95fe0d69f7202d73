import { useLingui } from '@lingui/react/macro'
import { to } from '~/lib/links'
import { PlainLink } from '~/ui/router-link'
import { ICON_BAR_MAX } from './icon-bar-count'
import { useShellCategories } from '../../shell-categories'
import classes from './header.module.css'

/** First-level categories with icons, under the header; the stylesheet shows as many as the window's width allows. */
export function CategoryIconBar() {
  const { t } = useLingui()
  const tree = useShellCategories()
  if (tree.length === 0) return null
  // Plain elements and links: the bar is on every page (decision 55).
  return (
    <nav className={classes.iconBar} aria-label={t`Categories`} data-testid="category-icon-bar">
      <div className={`shop-container ${classes.iconBarRow}`}>
        {tree.slice(0, ICON_BAR_MAX).map((category) => (
          <PlainLink
            key={category.id}
            link={to.search({ pid: category.id })}
            className={`mantine-focus-auto ${classes.iconBarItem}`}
          >
            {/* Low: React preloads a page's first ten eager images in document order, and these ten came before the
                home banner, the page's largest paint; the icons still load at once, after it. */}
            <img src={category.icon} alt="" fetchPriority="low" className={classes.iconBarIcon} />
            <span className={classes.iconBarName} title={category.name}>
              {category.name}
            </span>
          </PlainLink>
        ))}
        {/* The end of the row (see .iconBarRow): the row shows once the browser has read all of it. */}
        <span hidden data-row-end />
      </div>
    </nav>
  )
}
