/**
 * Home › the product's category path (localized names, each its listing) › the product. The page's JSON-LD mirrors it.
 * Plain elements with the look of Mantine's Breadcrumbs and dimmed small Anchors (decision 98): rendered on every
 * product page, so without Mantine's per-render style work.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Fragment } from 'react'
import { categoryTreeQuery } from '~/features/catalog'
import { to } from '~/lib/links'
import { PlainLink } from '~/ui/router-link'
import { categoryListing, categoryPath } from '../queries'
import classes from './product-detail.module.css'

const Separator = () => <div className={classes.crumbSeparator}>›</div>

export function ProductBreadcrumb(props: { categoryId: number; name: string }) {
  const { t } = useLingui()
  const { data: tree } = useQuery(categoryTreeQuery())
  const path = categoryPath(tree, props.categoryId)
  const link = `mantine-focus-auto ${classes.crumbLink}`
  return (
    <nav aria-label={t`Breadcrumb`} data-testid="product-breadcrumb">
      <div className={classes.crumbs}>
        <PlainLink link={to.home()} className={link}>
          <Trans>Home</Trans>
        </PlainLink>
        {path.map((node, depth) => (
          <Fragment key={node.id}>
            <Separator />
            <PlainLink link={categoryListing(node, depth)} className={link} data-testid="breadcrumb-category">
              {node.name}
            </PlainLink>
          </Fragment>
        ))}
        <Separator />
        <span className={classes.crumbCurrent} aria-current="page">
          {props.name}
        </span>
      </div>
    </nav>
  )
}
