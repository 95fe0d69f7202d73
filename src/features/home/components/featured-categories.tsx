import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { PlainLink } from '~/ui/router-link'
import { type AdCategory, adCategoriesQuery } from '~/features/catalog'
import { to } from '~/lib/links'
import { PictureWords } from '~/ui/picture-words'
import { SectionHeader } from './section-header'
import classes from './home.module.css'

/** A tile searches its category (any level: the search includes its descendants); first-level ones as `pid`. */
export function featuredCategoryLink(tile: Pick<AdCategory, 'categoryId' | 'level'>) {
  return to.search(tile.level === 1 ? { pid: tile.categoryId } : { cid: tile.categoryId })
}

export function FeaturedCategories() {
  const { t } = useLingui()
  const { data: tiles } = useSuspenseQuery(adCategoriesQuery())
  if (tiles.length === 0) return null
  return (
    <section className={classes.section} data-testid="home-featured-categories">
      <SectionHeader title={t`Featured categories`} more={to.search()} />
      <div className={classes.featured}>
        {tiles.slice(0, 8).map((tile) => (
          <PlainLink key={tile.id} link={featuredCategoryLink(tile)} className={classes.featuredTile} title={tile.name}>
            {/* The picture has no words: the name is drawn over it (decision 51). */}
            <img
              className={classes.featuredImage}
              src={tile.image}
              alt=""
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
            />
            <PictureWords variant="tile" headline={tile.name} cta={t`Shop now`} />
          </PlainLink>
        ))}
      </div>
    </section>
  )
}
