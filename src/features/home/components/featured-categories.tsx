import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { type AdCategory, adCategoriesQuery } from '~/features/catalog'
import { links } from '~/lib/links'
import { SectionHeader } from './section-header'
import classes from './home.module.css'

/** Third-level tiles search their own category; first-level ones their tree; second-level ones their parent. */
export function featuredCategoryHref(tile: Pick<AdCategory, 'categoryId' | 'level' | 'pid'>): string {
  if (tile.level === 3) return links.search({ cid: tile.categoryId })
  if (tile.level === 2 && tile.pid) return links.search({ pid: tile.pid })
  return links.search({ pid: tile.categoryId })
}

export function FeaturedCategories() {
  const { data: tiles } = useSuspenseQuery(adCategoriesQuery())
  if (tiles.length === 0) return null
  return (
    <section className={classes.section} data-testid="home-featured-categories">
      <SectionHeader title={<Trans>Featured categories</Trans>} moreHref={links.search()} />
      <div className={classes.featured}>
        {tiles.slice(0, 8).map((tile) => (
          <a key={tile.id} className={classes.featuredTile} href={featuredCategoryHref(tile)} title={tile.name}>
            {/* The ad pictures carry their own caption; the name is the alt text. */}
            <img
              className={classes.featuredImage}
              src={tile.image}
              alt={tile.name}
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
            />
          </a>
        ))}
      </div>
    </section>
  )
}
