/**
 * The activity index (`/goods/activity_list` without an id): every activity of AC1 as its banner with
 * the localized name and instruction drawn over it (banners carry no text), each a link to its landing page.
 */
import { Trans } from '@lingui/react/macro'
import { Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { activityIndexQuery } from '../queries'
import { to } from '~/lib/links'
import { PageFrame } from '~/ui/page-frame'
import { activityBanners } from '../queries'
import pageBanner from '~/ui/page-banner.module.css'
import classes from './activities.module.css'

export function ActivityIndexPage() {
  const { data: activities } = useSuspenseQuery(activityIndexQuery())
  return (
    <PageFrame data-testid="activity-index">
      <h1 className={classes.indexTitle}>
        <Trans>Promotions</Trans>
      </h1>
      {activities.length === 0 ? (
        <Text c="dimmed" ta="center" py={60}>
          <Trans>No promotions right now.</Trans>
        </Text>
      ) : (
        <Stack gap="md">
          {activities.map((activity, index) => {
            const banner = activityBanners(activity)[0]
            return (
              <Link
                key={activity.id}
                {...to.activity({ id: activity.id, type: activity.type, name: activity.name })}
                className={`${pageBanner.banner} ${classes.indexCard}`}
                data-testid="activity-card"
              >
                {banner ? (
                  <img
                    className={pageBanner.image}
                    src={banner}
                    alt=""
                    width={1168}
                    height={140}
                    loading={index > 1 ? 'lazy' : 'eager'}
                  />
                ) : null}
                <div className={pageBanner.text}>
                  <h2 className={pageBanner.title}>{activity.name}</h2>
                  {activity.instruction ? (
                    <Text size="sm" c="white" mt={4}>
                      {activity.instruction}
                    </Text>
                  ) : null}
                </div>
              </Link>
            )
          })}
        </Stack>
      )}
    </PageFrame>
  )
}
