import { PlainLink } from '~/ui/router-link'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { categoryTreeQuery } from '~/features/catalog'
import { to } from '~/lib/links'
import { ChevronRightIcon, GridIcon } from '~/ui/icons'
import classes from './home.module.css'

/** Rows that fit the 400 px hero column under its title. */
const VISIBLE_ROWS = 11

/** The hero's first-level "Classification" list; each entry searches its first-level category. */
export function CategoryList() {
  const { t } = useLingui()
  const { data: tree } = useSuspenseQuery(categoryTreeQuery())
  const overflow = tree.length > VISIBLE_ROWS
  const shown = overflow ? tree.slice(0, VISIBLE_ROWS - 1) : tree
  return (
    <nav className={classes.categories} aria-label={t`Classification`} data-testid="home-categories">
      <h2 className={classes.categoriesTitle}>
        <GridIcon size={18} />
        {t`Classification`}
      </h2>
      <ul className={classes.categoryList}>
        {shown.map((category) => (
          <li key={category.id}>
            <PlainLink className={classes.categoryLink} link={to.search({ pid: category.id })}>
              {category.icon ? (
                // Low, as in the header's icon bar (the same files): the banner is the page's largest paint.
                <img
                  className={classes.categoryIcon}
                  src={category.icon}
                  alt=""
                  width={20}
                  height={20}
                  fetchPriority="low"
                />
              ) : (
                <span className={classes.categoryIcon} aria-hidden="true" />
              )}
              <span className={classes.categoryName} title={category.name}>
                {category.name}
              </span>
              <ChevronRightIcon size={14} className={classes.categoryChevron} />
            </PlainLink>
          </li>
        ))}
        {overflow ? (
          <li>
            <PlainLink className={classes.categoryLink} link={to.search()}>
              <GridIcon size={20} className={classes.categoryChevron} />
              <span className={classes.categoryName}>{t`All categories`}</span>
              <ChevronRightIcon size={14} className={classes.categoryChevron} />
            </PlainLink>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
