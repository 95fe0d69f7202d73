/** Home › the product's category path (localized names, each its listing) › the product. The page's JSON-LD mirrors it. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Breadcrumbs } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { categoryTreeQuery } from '~/features/catalog'
import { to } from '~/lib/links'
import { AnchorLink } from '~/ui/router-link'
import { categoryListing, categoryPath } from '../queries'
import classes from './product-detail.module.css'

export function ProductBreadcrumb(props: { categoryId: number; name: string }) {
  const { t } = useLingui()
  const { data: tree } = useQuery(categoryTreeQuery())
  const path = categoryPath(tree, props.categoryId)
  return (
    <nav aria-label={t`Breadcrumb`} data-testid="product-breadcrumb">
      <Breadcrumbs className={classes.crumbs} separator="›" separatorMargin={6}>
        <AnchorLink {...to.home()} size="sm" c="dimmed">
          <Trans>Home</Trans>
        </AnchorLink>
        {path.map((node, depth) => (
          <AnchorLink
            key={node.id}
            {...categoryListing(node, depth)}
            size="sm"
            c="dimmed"
            data-testid="breadcrumb-category"
          >
            {node.name}
          </AnchorLink>
        ))}
        <span className={classes.crumbCurrent} aria-current="page">
          {props.name}
        </span>
      </Breadcrumbs>
    </nav>
  )
}
