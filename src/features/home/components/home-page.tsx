import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { activityIndexQuery } from '~/features/activities/queries'
import { ActivitySection, ActivityStack } from './activity-section'
import { BannerCarousel } from './banner-carousel'
import { CategoryList } from './category-list'
import { FeaturedCategories } from './featured-categories'
import { HeroShortcuts } from './hero-shortcuts'
import { MayLikeSection, MayLikeSkeleton } from './may-like-section'
import { MerchantEntryBanner } from './merchant-entry-banner'
import { RankingsSection } from './rankings-section'
import { ShopStreetSection } from './shop-street-section'
import { UserCard } from './user-card'
import { PageFrame } from '~/ui/page-frame'
import classes from './home.module.css'

/**
 * The home page (docs/spec.md §2.72 (#spec-2-72) "Home"): hero, activities, rankings, categories, shop street, entry,
 * may-like.
 */
export function HomePage() {
  const { data: activities } = useSuspenseQuery(activityIndexQuery())
  // AC1's element 0 goes right under the hero and the rest lower down (docs/api.md §3.8 (#ref-3-8)); skip empty modules.
  const modules = activities.filter((activity) => [1, 2, 3].includes(activity.type) && activity.productList.length > 0)
  const [first, ...rest] = modules
  return (
    <PageFrame data-testid="home-page">
      <div className={classes.hero} data-testid="home-hero">
        <CategoryList />
        <div className={classes.heroCentre}>
          <BannerCarousel />
          <HeroShortcuts />
        </div>
        <div className={classes.userColumn}>
          <UserCard />
        </div>
      </div>
      {first ? <ActivitySection activity={first} wide /> : null}
      <RankingsSection />
      <FeaturedCategories />
      <ActivityStack activities={rest} />
      <ShopStreetSection />
      <MerchantEntryBanner />
      <Suspense fallback={<MayLikeSkeleton />}>
        <MayLikeSection />
      </Suspense>
    </PageFrame>
  )
}
